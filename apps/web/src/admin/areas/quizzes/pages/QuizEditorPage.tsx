import { type AdminQuizKind, adminQuizKinds } from '@portal/contract';
import { adminQuizzesApi } from '@portal/contract/admin-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { adminCall } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { buttonClass } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { quizKey, quizPath } from '../api/quizzes';
import { QuizForm } from '../components/QuizForm';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/quizy" className={buttonClass('ghost')}>
      {t('admin.quizzes.back')}
    </Link>
  );
}

/** /admin/quizy/nowy/:kind: a new quiz of a kind. */
export function QuizCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { kind } = useParams();
  const known = adminQuizKinds.includes(kind as AdminQuizKind) ? (kind as AdminQuizKind) : null;
  return (
    <AdminPage
      heading={
        known ? t('admin.quizzes.createTitle', { kind: t(`admin.quizzes.kinds.${known}`) }) : t('admin.quizzes.title')
      }
      actions={<BackLink />}
    >
      {known ? (
        <QuizForm
          kind={known}
          onSaved={(quiz) => {
            queryClient.setQueryData(quizKey(quiz.id), { success: true, quiz });
            void navigate(quizPath(quiz.id));
          }}
        />
      ) : (
        <Alert>{t('admin.quizzes.unknownKind')}</Alert>
      )}
    </AdminPage>
  );
}

/** /admin/quizy/:id: a saved quiz, its status and its editor (viewers read). */
export function QuizEditPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const quiz = useQuery({
    queryKey: quizKey(id),
    queryFn: () => adminCall(adminQuizzesApi.get, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const data = quiz.data?.quiz;
  return (
    <AdminPage heading={data ? data.title : t('admin.quizzes.title')} actions={<BackLink />}>
      {quiz.isError && <Alert>{t('admin.quizzes.loadFailed')}</Alert>}
      {quiz.isPending && !quiz.isError && (
        <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-white p-8 shadow-sm">
          <Spinner />
          {t('admin.loading')}
        </p>
      )}
      {data && (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            {t(`admin.quizzes.kinds.${data.kind}`)} · {t(`admin.quizzes.statuses.${data.status}`)}
            {data.is_active && ` · ${t('admin.quizzes.active')}`} ·{' '}
            {t('admin.quizzes.playedCount', { count: data.played })}
          </p>
          {!mayAct && <Alert tone="info">{t('admin.quizzes.viewerHint')}</Alert>}
          <QuizForm
            kind={data.kind}
            quiz={data}
            readOnly={!mayAct}
            onSaved={(saved) => queryClient.setQueryData(quizKey(saved.id), { success: true, quiz: saved })}
          />
        </div>
      )}
    </AdminPage>
  );
}
