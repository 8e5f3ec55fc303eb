import { QUIZ_PICTURE_MAX_BYTES, type UploadedQuizPicture } from '@portal/contract';
import { PictureInput, type PictureInputProps } from '../../../kit/PictureField';
import { uploadQuizPicture } from '../api/quizzes';

type Props = Omit<PictureInputProps, 'texts' | 'maxBytes' | 'send'> & {
  onUploaded: (picture: UploadedQuizPicture, file: File) => void;
};

/** Chooses a quiz's picture (or several, the find-pair faces, sent in turn); the form keeps the answer's URL. */
export function PictureUpload({ onUploaded, ...input }: Props) {
  const send = async (files: File[]) => {
    for (const file of files) onUploaded(await uploadQuizPicture(file), file);
  };
  return <PictureInput texts="admin.quizzes.picture" maxBytes={QUIZ_PICTURE_MAX_BYTES} send={send} {...input} />;
}
