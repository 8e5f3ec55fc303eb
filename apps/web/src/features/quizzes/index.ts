// The parts every quiz kind shares: the game's course, the intro, the widget frame, the texts, the
// timer and the leave guard.
export { LeaveGuard } from './components/LeaveGuard';
export { QuizIntro } from './components/QuizIntro';
export { QuizTimer } from './components/QuizTimer';
export { QuizWidgetFrame } from './components/QuizWidgetFrame';
export { failureMessage, readOnEveryVisit, useQuizGame } from './hooks/use-quiz-game';
