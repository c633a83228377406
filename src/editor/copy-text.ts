import { toast } from '../app/shell/toast';

/** Copies `text` to the clipboard and says so in a toast, or that the browser refused (the user then copies by hand). */
export async function copyText(text: string, messages: { copied: string; failed: string; values: Record<string, string> }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.show({ message: messages.copied, values: messages.values, kind: 'success' });
  } catch {
    toast.show({ message: messages.failed, values: messages.values, kind: 'error' });
  }
}
