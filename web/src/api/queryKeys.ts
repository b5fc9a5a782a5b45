export const queryKeys = {
  config: ['config'] as const,
  profile: ['profile'] as const,
};
