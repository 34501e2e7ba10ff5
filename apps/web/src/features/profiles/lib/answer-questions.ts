/** The yes-or-no questions of the experience form, in the order the profile lists them. */
export const ANSWER_QUESTIONS = ['availableForTravel', 'legallyWorking', 'hasTattoos'] as const;
