/** One key tree for the chats feature, so an event can refresh exactly what it touches. */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  messages: (chatId: string) => [...chatKeys.all, 'messages', chatId] as const,
  /** Every contract's milestones: any change to a job request may have moved them. */
  milestones: () => [...chatKeys.all, 'milestones'] as const,
  contractMilestones: (requestId: string) => [...chatKeys.milestones(), requestId] as const,
  /** Every contract's reviews: a job-request event may be the other side's review or its publication. */
  reviews: () => [...chatKeys.all, 'reviews'] as const,
  contractReviews: (requestId: string) => [...chatKeys.reviews(), requestId] as const,
};
