import { Link } from 'react-router';

/** Where the back office shows a difference's subject: a participant's or a company's page. */
const pages: Record<string, (id: string) => string> = {
  user: (id) => `/admin/uczestnicy/${id}`,
  company: (id) => `/admin/firmy/${id}`,
};

/** A difference's subject as the server names it (`user:17`, `lot:55`), a link where it has a page. */
export function Subject({ subject }: { subject: string }) {
  const [type = '', id = ''] = subject.split(':');
  const page = pages[type];
  const code = <code className="font-mono whitespace-nowrap">{subject}</code>;
  if (!page || !id) return code;
  return (
    <Link to={page(id)} className="text-brand-800 underline underline-offset-2">
      {code}
    </Link>
  );
}
