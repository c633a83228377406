import type { ButtonOrLink } from '../../schemas/generated/button';
import { ButtonLink } from './ButtonLink';
import { useShownItems } from './gating';

/** The buttons the visitor may see, in a wrapping row; nothing when none is left. */
export function ButtonList({ buttons, className }: { buttons: readonly ButtonOrLink[] | undefined; className?: string }) {
  const shown = useShownItems(buttons);
  if (shown.length === 0) return null;
  return (
    <div className={['block-buttons', className].filter(Boolean).join(' ')}>
      {shown.map((button, index) => (
        <ButtonLink key={`${index}-${button.text}`} button={button} />
      ))}
    </div>
  );
}
