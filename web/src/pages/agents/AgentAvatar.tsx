import { Avatar, type AvatarProps } from '@mantine/core';
import type { Agent } from '@landline/api';
import { agentAvatarUrl, agentTemplateLabel, initialOf } from './agentRules';

/**
 * The template's picture in the agent's gender (/avatars/<template name>[-female|-male].svg); the name's
 * initial when the image fails to load.
 */
export function AgentAvatar({ agent, ...props }: { agent: Pick<Agent, 'customName' | 'template' | 'templateType'> & Partial<Pick<Agent, 'customizations'>> } & AvatarProps) {
  return (
    <Avatar src={agentAvatarUrl(agent) ?? null} alt={`${agent.customName || 'AI employee'}, ${agentTemplateLabel(agent)}`} radius="xl" color="brand" {...props}>
      {initialOf(agent.customName)}
    </Avatar>
  );
}
