import Editor from '@monaco-editor/react';
import { useEffect } from 'react';
import type { JsonSchema } from '../../engine/lazy/validation';
import { jsonDefaults, monaco } from './monaco-setup';

interface JsonCodeEditorProps {
  /** Model path, unique per block, that the schema is attached to. */
  path: string;
  /** The text the editor starts from; later text lives in Monaco and comes back through `onChange`. */
  initial: string;
  /** The block instance schema (envelope and props), self-contained, for completion, hover and diagnostics. */
  schema: JsonSchema;
  /** Accessible name of the text area. */
  label: string;
  loading: string;
  onChange(text: string): void;
}

/** Monaco's JSON editor with the block's schema attached. Its own chunk: it loads the first time a JSON dialog opens. */
export default function JsonCodeEditor({ path, initial, schema, label, loading, onChange }: JsonCodeEditorProps) {
  const uri = monaco.Uri.parse(path).toString();

  useEffect(() => {
    jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      trailingCommas: 'error',
      enableSchemaRequest: false,
      schemaValidation: 'error',
      schemas: [{ uri: `${uri}.schema.json`, fileMatch: [uri], schema }],
    });
  }, [uri, schema]);

  return (
    <Editor
      className="editor-json__code"
      height="min(55vh, 32rem)"
      language="json"
      path={uri}
      defaultValue={initial}
      loading={<p role="status">{loading}</p>}
      onChange={(value) => onChange(value ?? '')}
      onMount={(editor) => editor.focus()}
      options={{
        ariaLabel: label,
        automaticLayout: true,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        tabSize: 2,
        wordWrap: 'on',
        fontSize: 13,
        renderLineHighlight: 'line',
      }}
    />
  );
}
