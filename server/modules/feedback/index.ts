// The feedback module's public face: import from here, not its files.
export { feedbackRoutes } from './feedback.routes';
export { createFeedbackService, type FeedbackService } from './feedback.service';
export { createFeedbackRepository } from './feedback.repository';
