import { useText } from '../../../src/i18n/use-text';
import { imageSrc } from '../../shared/safe-url';
import { cssAspectRatio } from '../../shared/lazy/video/aspect-ratio';
import type { FestivalCardImage, FestivalCardMedia } from '../props.gen';
import { CardVideo } from './CardVideo';

export type ImageRole = 'background' | 'icon' | 'label' | 'media';

/** What a card's image is for; the first flag set wins. */
export function imageRole(image: FestivalCardImage | undefined): ImageRole | undefined {
  if (!image || !imageSrc(image.src)) return undefined;
  if (image.isBackground) return 'background';
  if (image.isIcon) return 'icon';
  if (image.isLabel) return 'label';
  return 'media';
}

/** A card's image in the role it plays (icon and label images sit with the texts, see FestivalCardView). */
export function CardImage({ image, role }: { image: FestivalCardImage; role: ImageRole }) {
  const text = useText();
  return <img className={`festival-card__image festival-card__image--${role}`} src={imageSrc(image.src)} alt={text(image.alt)} loading="lazy" decoding="async" />;
}

/** The framed media on top of a card: a video, or an image that is neither background, icon nor label. */
export function CardMediaFrame({ media, aspectRatio }: { media: FestivalCardMedia; aspectRatio: string | undefined }) {
  const video = media.video;
  const image = imageRole(media.image) === 'media' ? media.image : undefined;
  if (!video && !image) return null;
  return (
    <div className="festival-card__media" style={{ aspectRatio: cssAspectRatio(aspectRatio) }}>
      {video ? <CardVideo video={video} aspectRatio={aspectRatio} /> : image && <CardImage image={image} role="media" />}
    </div>
  );
}
