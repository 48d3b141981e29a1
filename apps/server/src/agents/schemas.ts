import { Type, type Static } from 'typebox';
import type { AgentFriction as EngineFriction, AgentStep as EngineStep } from '@sightline/analyzer';
import { AgentPersonaSchema, AgentTaskSchema, type AgentFriction, type AgentStep } from '@sightline/shared/agents/schema';

export const AgentRunId = Type.String({ format: 'uuid', description: 'The id of an agent run (POST /api/agents/runs answers it)' });

/** What starts a run, on /api/agents and /api/v1 alike. */
export const StartAgentRunBody = Type.Object(
  {
    domain: Type.String({ minLength: 1, maxLength: 2048, description: 'A domain, optionally with the path of the page to start on: example.com or example.com/shop' }),
    task: AgentTaskSchema,
    persona: AgentPersonaSchema,
  },
  { additionalProperties: false },
);
export type StartAgentRunBodyType = Static<typeof StartAgentRunBody>;

// The API's shapes (@sightline/shared/agents/schema) are the engine's: if packages/analyzer changes a
// step or a finding, this stops compiling.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type StepsAgree = Assert<Same<AgentStep, EngineStep>>;
export type FindingsAgree = Assert<Same<AgentFriction, EngineFriction>>;
