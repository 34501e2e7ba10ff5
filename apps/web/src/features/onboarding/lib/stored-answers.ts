import { ExperienceSchema, SpecialtySchema, type ExperienceInput, type Specialty } from '@casting/contract';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from '../../../lib/local-data';

/**
 * The answers an individual gives before the profile form sends them all at once (spec §3
 * "Experience form data"). They live in localStorage so that a reload resumes at the right step
 * (spec §4); whatever is read back is checked, because storage outlives app versions.
 */
export function readStoredSpecialty(): Specialty | null {
  const parsed = SpecialtySchema.safeParse(readLocal(LOCAL_KEYS.selectedRole));
  return parsed.success ? parsed.data : null;
}

export function storeSpecialty(specialty: Specialty): void {
  writeLocal(LOCAL_KEYS.selectedRole, specialty);
}

/** The experience answers as the form produced them: the input shape the API accepts. */
export function readStoredExperience(): ExperienceInput | null {
  const raw = readLocal(LOCAL_KEYS.experienceDraft);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
  return isExperienceInput(value) ? value : null;
}

function isExperienceInput(value: unknown): value is ExperienceInput {
  return ExperienceSchema.safeParse(value).success;
}

export function storeExperience(experience: ExperienceInput): void {
  writeLocal(LOCAL_KEYS.experienceDraft, JSON.stringify(experience));
}

/** Spec §4: once the profile exists, the stored answers have served their purpose. */
export function clearStoredAnswers(): void {
  removeLocal(LOCAL_KEYS.experienceDraft);
  removeLocal(LOCAL_KEYS.selectedRole);
}
