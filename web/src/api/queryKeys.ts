export const queryKeys = {
  config: ['config'] as const,
  profile: ['profile'] as const,
  templates: (context: 'demo' | 'all') => ['templates', context] as const,
  agents: ['agents'] as const,
  agent: (agentId: string) => ['agents', 'detail', agentId] as const,
  voices: (languageCode: string) => ['voices', 'google', languageCode] as const,
  availableNumbers: ['phoneNumbers', 'available'] as const,
  recentCalls: (pageSize: number, templateType: string) => ['calls', 'recent', pageSize, templateType] as const,
  callLog: (params: Record<string, string>) => ['calls', 'log', params] as const,
  agentCalls: (agentId: string) => ['calls', 'agent', agentId] as const,
  call: (callId: string) => ['calls', 'detail', callId] as const,
  numberSearch: (areaCode: string) => ['phoneNumbers', 'search', areaCode] as const,
  /** Under 'phoneNumbers', so buying or assigning a number refreshes the phone simulator's list too. */
  sandboxNumbers: ['phoneNumbers', 'sandbox'] as const,
  /** Under 'profile': invalidating the profile reloads the Usage & Billing card too. */
  usageProfile: ['profile', 'usage'] as const,
  /** Under 'notifications': a saved call invalidates both the call page's and the phone's lists. */
  callNotifications: (callId: string) => ['notifications', 'call', callId] as const,
  recentNotifications: (limit: number) => ['notifications', 'recent', limit] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
  usageHistory: (days: number) => ['dashboard', 'usageHistory', days] as const,
};
