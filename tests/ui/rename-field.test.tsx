import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RenameField } from '../../src/editor/tools/evaluation-forms/field';

describe('a question id being renamed', () => {
  it('reaches the form once, with its final value, when the editor leaves the field or presses Enter', async () => {
    const onRename = vi.fn();
    render(<RenameField label="Id" path="/questionSections/0/evaluationQuestions/1/id" value="question-2" onRename={onRename} />);
    const field = screen.getByRole('textbox', { name: 'Id' });
    // On its way the id is another question's ("question-1"): nothing is renamed until the typing is done.
    await userEvent.clear(field);
    await userEvent.type(field, 'question-12');
    expect(onRename).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onRename.mock.calls).toEqual([['question-12']]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Id' }), '3{Enter}');
    expect(onRename.mock.calls.at(-1)).toEqual(['question-23']);
  });

  it('renames nothing when the id is left as it was', async () => {
    const onRename = vi.fn();
    render(<RenameField label="Id" path="/id" value="overall" onRename={onRename} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Id' }));
    await userEvent.tab();
    expect(onRename).not.toHaveBeenCalled();
  });
});
