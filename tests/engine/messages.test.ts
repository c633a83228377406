import { describe, expect, it } from 'vitest';
import { characterCount, MESSAGE_BODY_MAX_LENGTH, maySendGroupMessage, messageBodyProblem, type MessageBodyProblem } from '../../src/engine/lazy/messages';

describe('a message body (2,000 characters at most)', () => {
  it.each<[string, string, MessageBodyProblem | undefined]>([
    ['a greeting', 'Hello!', undefined],
    ['empty', '', 'empty'],
    ['only spaces and line breaks', ' \n\t ', 'empty'],
    ['exactly the limit', 'x'.repeat(MESSAGE_BODY_MAX_LENGTH), undefined],
    ['one over the limit', 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1), 'too-long'],
    ['the limit in emoji (two UTF-16 units each)', '😀'.repeat(MESSAGE_BODY_MAX_LENGTH), undefined],
    ['over the limit with surrounding spaces, as sent', ` ${'x'.repeat(MESSAGE_BODY_MAX_LENGTH)}`, 'too-long'],
  ])('%s → %s', (_case, body, problem) => {
    expect(messageBodyProblem(body)).toBe(problem);
  });

  it('counts characters as code points, as the server does', () => {
    expect(characterCount('😀é中')).toBe(3);
  });
});

describe('sending a meeting’s group message (spec 2 §5)', () => {
  it.each([
    ['a meeting, a text, idle', 'm1', 'See you there', false, true],
    ['no meeting', '', 'See you there', false, false],
    ['meeting unknown', null, 'See you there', false, false],
    ['a blank text', 'm1', '  ', false, false],
    ['a text over the limit', 'm1', 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1), false, false],
    ['while the last one is still sending', 'm1', 'See you there', true, false],
  ])('%s → %s', (_case, meetingId, text, sending, allowed) => {
    expect(maySendGroupMessage({ meetingId, text, sending })).toBe(allowed);
  });
});
