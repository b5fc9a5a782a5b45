export const queryKeys = {
  config: ['config'] as const,
  profile: ['profile'] as const,
  templates: (context: 'demo' | 'all') => ['templates', context] as const,
  agents: ['agents'] as const,
  agent: (agentId: string) => ['agents', 'detail', agentId] as const,
  voices: (languageCode: string) => ['voices', 'google', languageCode] as const,
  availableNumbers: ['phoneNumbers', 'available'] as const,
  recentCalls: (limit: number) => ['calls', 'recent', limit] as const,
  agentCalls: (agentId: string) => ['calls', 'agent', agentId] as const,
  call: (callId: string) => ['calls', 'detail', callId] as const,
  numberSearch: (areaCode: string) => ['phoneNumbers', 'search', areaCode] as const,
};
