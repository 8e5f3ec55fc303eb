import { type ChainedCommands, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { forwardRef, type KeyboardEvent, useEffect, useId, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, RequiredMark } from '../../../../components/Field';

export interface RichTextHandle {
  focus: () => void;
}

interface Props {
  label: string;
  /** The HTML the field holds. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** The editing area's least height, a Tailwind class. */
  minHeight?: string;
}

interface Tool {
  /** Its label's key under admin.news.editor; the label is its text too when `text` is absent. */
  key: string;
  text?: string;
  /** When it shows pressed. */
  on: [string, { level: number }?];
  /** What it toggles; the link's button opens the address instead. */
  run?: (chain: ChainedCommands) => ChainedCommands;
}

const tools: Tool[] = [
  { key: 'bold', text: 'B', on: ['bold'], run: (chain) => chain.toggleBold() },
  { key: 'italic', text: 'I', on: ['italic'], run: (chain) => chain.toggleItalic() },
  { key: 'heading2', text: 'H2', on: ['heading', { level: 2 }], run: (chain) => chain.toggleHeading({ level: 2 }) },
  { key: 'heading3', text: 'H3', on: ['heading', { level: 3 }], run: (chain) => chain.toggleHeading({ level: 3 }) },
  { key: 'bulletList', text: '•', on: ['bulletList'], run: (chain) => chain.toggleBulletList() },
  { key: 'orderedList', text: '1.', on: ['orderedList'], run: (chain) => chain.toggleOrderedList() },
  { key: 'quote', text: '„”', on: ['blockquote'], run: (chain) => chain.toggleBlockquote() },
  { key: 'link', on: ['link'] },
];

const toolButton =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 aria-pressed:bg-brand-100 disabled:opacity-40';

/**
 * A news text edited with TipTap (a maintained rich-text editor, docs/decisions/0037-news-back-office.md). Its schema allows only
 * what the server's sanitiser keeps (modules/news/news.sanitize.ts): paragraphs, bold, italic,
 * headings 2 and 3, lists, quotes and links, so what the operator sees is what is stored. The page
 * that uses it is loaded lazily with the back office: none of TipTap is in the participants'
 * download.
 */
export const RichTextEditor = forwardRef<RichTextHandle, Props>(function RichTextEditor(
  { label, value, onChange, error, required, minHeight = 'min-h-32' },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        underline: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['https', 'mailto', 'tel'],
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: value,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: `${minHeight} px-3.5 py-2.5 text-base text-ink focus:outline-none [&_p]:mb-2 [&_h2]:mt-3 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-bold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-3`,
      },
    },
  });

  // A value set from outside (a loaded item, a reset) replaces the text; typing does not loop back.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The error wiring changes after the editor was made: its attributes follow.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-invalid': error ? 'true' : 'false',
          'aria-describedby': error ? errorId : '',
        },
      },
    });
  }, [editor, error, errorId]);

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map(({ on }) => current?.isActive(...on) ?? false),
  });

  const openLink = () => {
    setHref((editor?.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const address = href.trim();
    if (!address || address === 'https://') editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor?.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    setLinkOpen(false);
  };

  return (
    <div>
      <span id={labelId} className="mb-1.5 block text-sm font-semibold text-brand-900">
        {label}
        {required && <RequiredMark />}
      </span>
      <div
        className={`rounded-lg border bg-white shadow-xs focus-within:border-brand-700 ${error ? 'border-danger' : 'border-slate-300'}`}
      >
        <div
          role="toolbar"
          aria-label={t('admin.news.editor.toolbar', { field: label })}
          className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
        >
          {tools.map(({ key, text, run }, index) => (
            <button
              key={key}
              type="button"
              className={`${toolButton} ${key === 'italic' ? 'italic' : ''}`}
              aria-label={t(`admin.news.editor.${key}`)}
              title={t(`admin.news.editor.${key}`)}
              aria-pressed={pressed?.[index] ?? false}
              aria-expanded={run ? undefined : linkOpen}
              disabled={!editor}
              onClick={() => {
                if (!run) openLink();
                else if (editor) run(editor.chain().focus()).run();
              }}
            >
              {text ?? t(`admin.news.editor.${key}`)}
            </button>
          ))}
        </div>
        {linkOpen && (
          // Not a form of its own: it stands inside the news form, and forms do not nest.
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <label className="flex grow flex-col text-sm font-semibold text-brand-900">
              {t('admin.news.editor.linkAddress')}
              <input
                type="url"
                value={href}
                onChange={(event) => setHref(event.target.value)}
                onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  applyLink();
                }}
                className="mt-1 min-h-9 rounded-md border border-slate-300 px-2 font-normal"
              />
            </label>
            <button type="button" className={`${toolButton} bg-brand-50`} onClick={applyLink}>
              {t('admin.news.editor.linkApply')}
            </button>
            <button type="button" className={toolButton} onClick={() => setLinkOpen(false)}>
              {t('admin.news.editor.linkCancel')}
            </button>
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
});
