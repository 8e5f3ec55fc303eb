import type { ParticipantDetail, UpdateParticipantPayload } from '@portal/contract';
import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { type FormSpec, ResourceForm } from '../../../kit/ResourceForm';

interface Values {
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  login: string;
  role: 'leader' | 'seller';
  is_seller: boolean;
}

const valuesOf = (participant: ParticipantDetail): Values => ({
  email: participant.email,
  phone: participant.phone ?? '',
  first_name: participant.first_name,
  last_name: participant.last_name,
  login: participant.login ?? '',
  role: participant.role,
  is_seller: participant.is_seller,
});

/** The participant's data as the operator edits it; the server's 422 messages go under the fields. */
export function EditParticipantForm({
  participant,
  onDone,
}: {
  participant: ParticipantDetail;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`admin.participants.form.${key}`);
  const spec: FormSpec<ParticipantDetail, Values> = {
    fields: [
      { name: 'first_name', label: f('firstName'), half: true },
      { name: 'last_name', label: f('lastName'), half: true },
      { name: 'email', label: f('email'), half: true, input: { type: 'email', autoComplete: 'off' } },
      { name: 'phone', label: f('phone'), half: true, input: { type: 'tel', autoComplete: 'off' } },
      { name: 'login', label: f('login'), half: true, placeholder: f('loginHint'), input: { autoComplete: 'off' } },
      {
        name: 'role',
        label: f('role'),
        half: true,
        kind: 'select',
        options: [
          { value: 'leader', label: t('admin.participants.roles.leader') },
          { value: 'seller', label: t('admin.participants.roles.seller') },
        ],
      },
      { name: 'is_seller', label: f('isSeller'), kind: 'checkbox' },
    ],
    values: () => valuesOf(participant),
    // Only what the operator changed is sent: the server changes only the fields it gets.
    body: (values) => {
      const before = valuesOf(participant);
      const body: UpdateParticipantPayload = {};
      for (const field of Object.keys(values) as (keyof Values)[]) {
        if (values[field] === before[field]) continue;
        if (field === 'login' || field === 'phone') body[field] = values[field].trim() === '' ? null : values[field];
        else Object.assign(body, { [field]: values[field] });
      }
      return body;
    },
    save: async (body: UpdateParticipantPayload) => {
      await adminCall(adminParticipantsApi.update, { params: { id: participant.id }, body });
    },
    created: t('admin.participants.actions.saved'),
    saved: t('admin.participants.actions.saved'),
    failed: t('admin.participants.actions.failed'),
  };
  return <ResourceForm spec={spec} record={participant} onSaved={() => onDone(true)} onCancel={() => onDone(false)} />;
}
