export const PRODUCT_NAME = 'LocalHub';
export const TAGLINE = 'Your Trusted Hub for Jobs and Business Networking';
