// The parts every quiz kind shares: the game's course, the loading and the intro, the widget frame,
// the timer and the leave guard, the desktop-only frame of the kinds played with a mouse, and the
// quiz a page plays, from its address; and the texts they share (quizzes.*), which come with this
// entry.
import './texts';
export { DesktopOnly } from './components/DesktopOnly';
export { LeaveGuard } from './components/LeaveGuard';
export { QuizIntro } from './components/QuizIntro';
export { QuizLoading } from './components/QuizLoading';
export { QuizTimer } from './components/QuizTimer';
export { QuizWidgetFrame } from './components/QuizWidgetFrame';
export { failureMessage, readOnEveryVisit, useQuizGame } from './hooks/use-quiz-game';
export { QuizBySlug } from './components/QuizBySlug';
export { currentQuizOf } from './current-quiz';
export { quizPath } from './quiz-path';
