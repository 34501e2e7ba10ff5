import {
  ARTIST_CATEGORY_OPTIONS,
  ARTIST_STYLE_OPTIONS,
  ATHLETE_CATEGORY_OPTIONS,
  BEAUTY_BRAND_OPTIONS,
  BEAUTY_EXPERTISE_OPTIONS,
  EYE_COLOR_OPTIONS,
  FASHION_CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  HAIR_COLOR_OPTIONS,
  MUSIC_CATEGORY_OPTIONS,
  MUSIC_CLIENT_PREFERENCE_OPTIONS,
  SKIN_TONE_OPTIONS,
  TOURISM_SPECIALIZATION_OPTIONS,
  type IndividualProfileInput,
  type Measurement,
  type Option,
  type Specialty,
} from '@casting/contract';
import type { TFunction } from 'i18next';
import type { ClothingSizeQuestion } from './clothing-size';
import { localizedOptions } from './option-label';

/**
 * The values of a form of specialty questions (the profile form, the profile's 'Edit Specialty'). Every specialty has its own fields, named as the contract names
 * them; the specialty's schema checks them at run time, so the form holds them loosely.
 */
export type SpecialtyFormValues = Record<string, unknown>;

type InfoInput<S extends Specialty> = Extract<IndividualProfileInput, { role: S }>['specialtyInfo'];
type InfoKey<S extends Specialty> = keyof InfoInput<S> & string;

interface FieldBase<N extends string> {
  readonly name: N;
  readonly label: string;
}

/** One question of a profile form, by the kind of control that asks it. */
export type SpecialtyField<N extends string = string> = FieldBase<N> &
  (
    | { readonly kind: 'text'; readonly placeholder?: string; readonly multiline?: boolean }
    | { readonly kind: 'answer' }
    /** `asList`: the API takes a list holding the one choice (spec §3 music category). */
    | { readonly kind: 'select'; readonly options: readonly Option<string>[]; readonly asList?: boolean }
    | { readonly kind: 'checkboxes'; readonly options: readonly Option<string>[]; readonly hint: string }
    | { readonly kind: 'measurement'; readonly measurement: Measurement }
    /** `dressSize`: a woman's dress size or a man's suit size, labelled by the gender chosen. */
    | { readonly kind: 'clothingSize'; readonly labels: { readonly [Q in ClothingSizeQuestion]: string } }
    | { readonly kind: 'country' }
    | { readonly kind: 'birthDate' }
    /** A single text sent as a one-item list (spec §3 athlete achievements). */
    | { readonly kind: 'textList'; readonly hint: string }
  );

type FieldsOf<S extends Specialty> = (t: TFunction<'onboarding'>) => readonly SpecialtyField<InfoKey<S>>[];

const cameraWork = (t: TFunction<'onboarding'>) =>
  [
    {
      kind: 'text',
      name: 'camera',
      label: t('profileForm.fields.camera'),
      placeholder: t('profileForm.placeholders.camera'),
    },
    {
      kind: 'text',
      name: 'lightning',
      label: t('profileForm.fields.lighting'),
      placeholder: t('profileForm.placeholders.lighting'),
    },
    {
      kind: 'text',
      name: 'lense',
      label: t('profileForm.fields.lens'),
      placeholder: t('profileForm.placeholders.lens'),
    },
  ] as const;

const website = (t: TFunction<'onboarding'>) => t('profileForm.placeholders.website');

const FIELDS: { readonly [S in Specialty]: FieldsOf<S> } = {
  MODEL: (t) => [
    {
      kind: 'select',
      name: 'gender',
      label: t('profileForm.fields.gender'),
      options: localizedOptions('gender', GENDER_OPTIONS),
    },
    { kind: 'birthDate', name: 'birthDate', label: t('profileForm.fields.birthDate') },
    { kind: 'country', name: 'nationality', label: t('profileForm.fields.nationality') },
    { kind: 'measurement', name: 'height', label: t('profileForm.fields.height'), measurement: 'height' },
    { kind: 'measurement', name: 'weight', label: t('profileForm.fields.weight'), measurement: 'weight' },
    {
      kind: 'select',
      name: 'eyeColorEnum',
      label: t('profileForm.fields.eyeColor'),
      options: localizedOptions('eyeColor', EYE_COLOR_OPTIONS),
    },
    {
      kind: 'select',
      name: 'skinToneEnum',
      label: t('profileForm.fields.skinTone'),
      options: localizedOptions('skinTone', SKIN_TONE_OPTIONS),
    },
    {
      kind: 'select',
      name: 'hairColorEnum',
      label: t('profileForm.fields.hairColor'),
      options: localizedOptions('hairColor', HAIR_COLOR_OPTIONS),
    },
    {
      kind: 'clothingSize',
      name: 'dressSize',
      label: t('profileForm.fields.dressOrSuitSize'),
      labels: {
        dress: t('profileForm.fields.dressSize'),
        suit: t('profileForm.fields.suitSize'),
        either: t('profileForm.fields.dressOrSuitSize'),
      },
    },
    {
      kind: 'measurement',
      name: 'shoeSize',
      label: t('profileForm.fields.shoeSize'),
      measurement: 'shoeSize',
    },
    { kind: 'measurement', name: 'waist', label: t('profileForm.fields.waist'), measurement: 'waist' },
    { kind: 'measurement', name: 'hips', label: t('profileForm.fields.hips'), measurement: 'hips' },
    { kind: 'measurement', name: 'bust', label: t('profileForm.fields.bust'), measurement: 'bust' },
  ],
  VIDEOGRAPHER: (t) => [
    ...cameraWork(t),
    { kind: 'answer', name: 'stabilizer', label: t('profileForm.fields.stabilizer') },
  ],
  PHOTOGRAPHER: (t) => cameraWork(t),
  EDITOR: (t) => [
    { kind: 'answer', name: 'editingSoftware', label: t('profileForm.fields.editingSoftware') },
    { kind: 'answer', name: 'colorGrading', label: t('profileForm.fields.colorGrading') },
    { kind: 'answer', name: 'soundEditing', label: t('profileForm.fields.soundEditing') },
    { kind: 'answer', name: 'visualEffects', label: t('profileForm.fields.visualEffects') },
    { kind: 'answer', name: 'motionGraphics', label: t('profileForm.fields.motionGraphics') },
  ],
  MUSIC_AND_SOUND_ENGINEER: (t) => [
    {
      kind: 'select',
      name: 'category',
      label: t('profileForm.fields.musicCategory'),
      options: localizedOptions('musicCategory', MUSIC_CATEGORY_OPTIONS),
      asList: true,
    },
    {
      kind: 'select',
      name: 'preferWorkingWith',
      label: t('profileForm.fields.preferWorkingWith'),
      options: localizedOptions('musicClientPreference', MUSIC_CLIENT_PREFERENCE_OPTIONS),
      asList: true,
    },
    {
      kind: 'answer',
      name: 'experienceHandlingHighProfileClients',
      label: t('profileForm.fields.highProfileClients'),
    },
    { kind: 'answer', name: 'wonAwards', label: t('profileForm.fields.wonAwards') },
    {
      kind: 'text',
      name: 'portfolioUrl',
      label: t('profileForm.fields.portfolioUrl'),
      placeholder: t('profileForm.placeholders.urlOrEmail'),
    },
    { kind: 'text', name: 'majorProjects', label: t('profileForm.fields.majorProjects'), multiline: true },
  ],
  FASHION: (t) => [
    {
      kind: 'select',
      name: 'category',
      label: t('profileForm.fields.fashionCategory'),
      options: localizedOptions('fashionCategory', FASHION_CATEGORY_OPTIONS),
    },
    { kind: 'text', name: 'portfolio', label: t('profileForm.fields.portfolio'), placeholder: website(t) },
    {
      kind: 'answer',
      name: 'formalTrainingOrCertifications',
      label: t('profileForm.fields.formalTrainingOrCertifications'),
    },
    { kind: 'answer', name: 'workedWithCelebrities', label: t('profileForm.fields.workedWithCelebrities') },
    { kind: 'text', name: 'publications', label: t('profileForm.fields.publications'), multiline: true },
  ],
  ARTIST: (t) => [
    {
      kind: 'select',
      name: 'category',
      label: t('profileForm.fields.artistCategory'),
      options: localizedOptions('artistCategory', ARTIST_CATEGORY_OPTIONS),
    },
    { kind: 'text', name: 'portfolio', label: t('profileForm.fields.portfolio'), placeholder: website(t) },
    {
      kind: 'checkboxes',
      name: 'expertise',
      label: t('profileForm.fields.artistStyles'),
      options: localizedOptions('artistStyle', ARTIST_STYLE_OPTIONS),
      hint: t('profileForm.upToThree'),
    },
    { kind: 'text', name: 'publications', label: t('profileForm.fields.exhibitions'), multiline: true },
    {
      kind: 'text',
      name: 'previousClients',
      label: t('profileForm.fields.previousClients'),
      multiline: true,
    },
  ],
  ATHLETE: (t) => [
    {
      kind: 'checkboxes',
      name: 'category',
      label: t('profileForm.fields.athleteCategories'),
      options: localizedOptions('athleteCategory', ATHLETE_CATEGORY_OPTIONS),
      hint: t('profileForm.upToThree'),
    },
    { kind: 'answer', name: 'affiliated', label: t('profileForm.fields.affiliated') },
    { kind: 'text', name: 'portfolio', label: t('profileForm.fields.portfolio'), placeholder: website(t) },
    {
      kind: 'textList',
      name: 'AchievementsOrTitles',
      label: t('profileForm.fields.achievements'),
      hint: t('profileForm.oneAchievementHint'),
    },
  ],
  BEAUTY: (t) => [
    {
      kind: 'checkboxes',
      name: 'expertise',
      label: t('profileForm.fields.beautyExpertise'),
      options: localizedOptions('beautyExpertise', BEAUTY_EXPERTISE_OPTIONS),
      hint: t('profileForm.allThatApply'),
    },
    {
      kind: 'checkboxes',
      name: 'preferredBrands',
      label: t('profileForm.fields.preferredBrands'),
      options: localizedOptions('beautyBrand', BEAUTY_BRAND_OPTIONS),
      hint: t('profileForm.allThatApply'),
    },
    { kind: 'answer', name: 'hasHighLevelExperience', label: t('profileForm.fields.highLevelExperience') },
    { kind: 'answer', name: 'hasFormalTraining', label: t('profileForm.fields.formalTraining') },
    { kind: 'text', name: 'protofolio', label: t('profileForm.fields.portfolio'), placeholder: website(t) },
  ],
  TOURISM: (t) => [
    {
      kind: 'checkboxes',
      name: 'specializations',
      label: t('profileForm.fields.specializations'),
      options: localizedOptions('tourismSpecialization', TOURISM_SPECIALIZATION_OPTIONS),
      hint: t('profileForm.allThatApply'),
    },
    { kind: 'text', name: 'currentOrMostRecentEmployer', label: t('profileForm.fields.employer') },
    {
      kind: 'answer',
      name: 'experienceManagingTravelLogistics',
      label: t('profileForm.fields.travelLogistics'),
    },
    { kind: 'answer', name: 'license', label: t('profileForm.fields.license') },
    { kind: 'answer', name: 'otherLanguage', label: t('profileForm.fields.otherLanguage') },
  ],
};

export function specialtyFields(specialty: Specialty, t: TFunction<'onboarding'>): readonly SpecialtyField[] {
  return FIELDS[specialty](t);
}
