import type { SectionHeadingFields } from '../../schemas/generated/heading';
import { useText } from '../../src/i18n/use-text';
import { ButtonList } from './ButtonList';
import { Heading } from './Heading';
import './section-heading.css';

/** The section heading many blocks carry (schemas/heading.json); nothing when all its fields are empty. */
export function SectionHeading({ fields, id }: { fields: SectionHeadingFields; id?: string }) {
  const text = useText();
  const heading = text(fields.heading);
  const subheading = text(fields.subheading);
  const body = text(fields.body);
  if (!heading && !subheading && !body && !fields.headingButtons?.length) return null;
  return (
    <div className={`section-heading section-heading--${fields.headingAlignment ?? 'left'}`}>
      {heading && (
        <Heading level={fields.headingLevel} id={id} className="section-heading__title">
          {heading}
        </Heading>
      )}
      {subheading && <p className="section-heading__subtitle">{subheading}</p>}
      {body && <p className="section-heading__body">{body}</p>}
      <ButtonList buttons={fields.headingButtons} className={`block-buttons--${fields.headingAlignment ?? 'left'}`} />
    </div>
  );
}
