/**
 * The evaluation set's shape: scripted callers, each a fixed list of things a tenant says (a scripted
 * caller does not adapt to the receptionist's questions), labelled with what a property manager would
 * expect of the call. The YAML files under eval/callers/ are validated against this schema.
 */
import { z } from '@landline/platform';
import { E164 } from '@landline/platform/phone';
import { CATEGORIES, URGENCIES } from '../src/calls/analysis';

/** The work order's tiers, plus 'none' for a call with no maintenance issue. */
const TIERS = [...URGENCIES, 'none'] as const;
const e164 = z.string().regex(E164, 'E.164, e.g. +12125550147');

export const scriptedCallerSchema = z
  .object({
    /** Unique across all files, e.g. en-gas-03, es-flood-11. */
    id: z.string().regex(/^(en|es)-[a-z0-9-]+$/),
    /** The agent's language (the call's language). */
    language: z.enum(['en', 'es']),
    /** 'chat' is a browser call (POST /api/chat); 'phone' a phone call, where the caller's number is known. */
    channel: z.enum(['chat', 'phone']).default('chat'),
    /** Phone calls: the number the caller dials from. */
    callerNumber: e164.optional(),
    /** The agent has a transfer number (Enable Call Transfer on). */
    transfer: z.boolean(),
    /** What a property manager would call it; 'none' = no maintenance issue (a question, a message). */
    tier: z.enum(TIERS),
    /** The trade; omitted when tier is 'none'. */
    category: z.enum(CATEGORIES).optional(),
    /** The caller asks for a person somewhere in the call (turn index in `person`). */
    asksForPerson: z.boolean().default(false),
    /** Index (0-based, into `turns`) of the first turn that asks for a person. */
    person: z.number().int().min(0).optional(),
    /** Index of the first turn that reveals the danger (life_safety and emergency calls). */
    danger: z.number().int().min(0).optional(),
    /** What the caller says, in order, one string per turn (the greeting is not part of it). */
    turns: z.array(z.string().min(3)).min(1).max(16),
    /** The work-order fields the caller gives somewhere in the call (omit what they never say). */
    fields: z
      .object({
        name: z.string().optional(),
        /** The street address without the unit, as a person would write it: '14 Spruce Street'. */
        address: z.string().optional(),
        /** '' = the caller says there is no unit (a house). */
        unit: z.string().optional(),
        /** The callback number in E.164 (on phone calls, the caller number when they accept it). */
        phone: e164.optional(),
      })
      .default({}),
    /** Free labels for slicing the results: all-at-once, angry, ramble, refuses, code-switch, lookalike, stt-errors… */
    tags: z.array(z.string()).default([]),
  })
  .superRefine((c, ctx) => {
    if (c.asksForPerson !== (c.person !== undefined)) ctx.addIssue({ code: 'custom', message: 'asksForPerson and person go together' });
    if (c.person !== undefined && c.person >= c.turns.length) ctx.addIssue({ code: 'custom', message: 'person is past the last turn' });
    if (c.danger !== undefined && c.danger >= c.turns.length) ctx.addIssue({ code: 'custom', message: 'danger is past the last turn' });
    if ((c.tier === 'life_safety' || c.tier === 'emergency') && c.danger === undefined) ctx.addIssue({ code: 'custom', message: 'life_safety and emergency callers need danger' });
    if (c.tier !== 'none' && !c.category) ctx.addIssue({ code: 'custom', message: 'a maintenance caller needs a category' });
    if (c.channel === 'phone' && !c.callerNumber) ctx.addIssue({ code: 'custom', message: 'phone callers need callerNumber' });
  });

export type ScriptedCaller = z.infer<typeof scriptedCallerSchema>;
export const callerFileSchema = z.array(scriptedCallerSchema);
