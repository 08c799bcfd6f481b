export * from './classifier.js';
export * from './local-classifier.js';
export * from './remote-classifier.js';
export * from './create-classifier.js';
export * from './lexicon.js';
export * from './normalize.js';
export * from './evaluate.js';
export { LABELLED_MESSAGES } from './labelled-messages.js';
