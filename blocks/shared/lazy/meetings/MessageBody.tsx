import { Fragment } from 'react';
import { messageParts } from '../../../../src/engine/lazy/message-links';

/**
 * A body a user wrote (a message, a meeting's description) as the plain text it is: no markup a user typed is ever
 * rendered; its http(s) addresses are links that open apart from the site and pass it no referrer or endorsement.
 */
export function MessageBody({ body }: { body: string }) {
  // Parts have no identity but their place in the body.
  return messageParts(body).map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
