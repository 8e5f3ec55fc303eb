// The parts every quiz kind shares: the game's course, the intro, the widget frame, the texts, the
// timer and the leave guard.
export { LeaveGuard } from './components/LeaveGuard';
export { QuizIntro } from './components/QuizIntro';
export { QuizTexts } from './components/QuizTexts';
export { QuizTimer } from './components/QuizTimer';
export { QuizWidgetFrame } from './components/QuizWidgetFrame';
export { localStartFrom } from './hooks/use-server-elapsed';
export { failureMessage, readOnEveryVisit, useQuizGame } from './hooks/use-quiz-game';
