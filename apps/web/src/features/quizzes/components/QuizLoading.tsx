import { Spinner } from '../../../components/Spinner';

/** The page while its state is read. */
export function QuizLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  );
}
