// A pipeline's settings form as its inputs hold it (text for numbers, '' for the deal's owner) and
// its conversion into the shared PipelineUpdate, which judges it. Stages keep their ids, so the API
// renames, re-weights and reorders them (by list order); one without an id is added, one left out
// removed (refused while deals are in it).
import { type Pipeline, PipelineUpdate, type StageOutcome } from '@crm/shared';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';

export interface PipelineFormValues {
  name: string;
  stages: {
    id: string;
    name: string;
    probability: string;
    outcome: StageOutcome;
    playbook: { title: string; due_in_days: string; assignee_id: string }[];
  }[];
}

export const toPipelineForm = (p: Pipeline): PipelineFormValues => ({
  name: p.name,
  stages: p.stages.map((s) => ({
    id: s.id,
    name: s.name,
    probability: String(s.probability),
    outcome: s.outcome,
    playbook: s.playbook.map((task) => ({
      title: task.title,
      due_in_days: String(task.due_in_days),
      assignee_id: task.assignee_id ?? '',
    })),
  })),
});

export const pipelineInput = (v: PipelineFormValues) => ({
  name: v.name,
  stages: v.stages.map((s) => ({
    ...(s.id ? { id: s.id } : {}),
    name: s.name,
    probability: numberInput(s.probability),
    outcome: s.outcome,
    playbook: s.playbook.map((task) => ({
      title: task.title,
      due_in_days: numberInput(task.due_in_days),
      assignee_id: task.assignee_id || null,
    })),
  })),
});

export const pipelineResolver = schemaResolver<PipelineFormValues, PipelineUpdate>(
  PipelineUpdate,
  pipelineInput,
);
