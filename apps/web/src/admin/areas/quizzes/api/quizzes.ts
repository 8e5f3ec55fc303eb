import type { AdminQuizKind, UploadedQuizPicture } from '@portal/contract';
import { adminQuizzesApi } from '@portal/contract/admin-routes';
import { adminCall } from '../../../kit/api';

export const quizzesKey = ['admin', 'quizzes'] as const;
export const quizKey = (id: number) => ['admin', 'quizzes', 'one', id] as const;

/** The address of the editor of a new quiz of a kind, and of a saved quiz. */
export const newQuizPath = (kind: AdminQuizKind) => `/admin/quizy/nowy/${kind}`;
export const quizPath = (id: number) => `/admin/quizy/${id}`;

/** Sends one picture; the answer's URL is what the quiz's content refers to. */
export async function uploadQuizPicture(file: File): Promise<UploadedQuizPicture> {
  const form = new FormData();
  form.append('file', file);
  return (await adminCall(adminQuizzesApi.uploadPicture, {}, { form })).picture;
}
