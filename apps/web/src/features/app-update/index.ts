// The installable app's side of the page: the service worker's registration and the prompt
// that offers a newly deployed version.
export { registerServiceWorker } from './register';
export { UpdatePrompt } from './UpdatePrompt';
