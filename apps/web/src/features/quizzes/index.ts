// The parts every quiz kind shares: the widget frame, the texts, the timer and the leave guard.
export { LeaveGuard } from './components/LeaveGuard';
export { QuizTexts } from './components/QuizTexts';
export { QuizTimer } from './components/QuizTimer';
export { QuizWidgetFrame } from './components/QuizWidgetFrame';
export { localStartFrom } from './hooks/use-server-elapsed';
