import { Dropdown, Option } from '@fluentui/react-components';
import { useController, type Control } from 'react-hook-form';
import { feedbackSubjects, type FeedbackFormInput } from '../../domain/forms';
import { FormField } from '../components/form-field';
import { translateKey } from '../i18n';
import { useFeedbackT } from './i18n';

/** The feedback subject as a dropdown of the known subjects. */
export function SubjectField({ control }: { control: Control<FeedbackFormInput> }) {
  const t = useFeedbackT();
  const { field, fieldState } = useController({ control, name: 'type' });
  const value = field.value ?? '';
  const label = (subject: string) => translateKey(t, `feedback.subjects.${subject}`);
  return (
    <FormField label={t('feedback.subject')} required value={value} error={fieldState.error?.message}>
      <Dropdown
        ref={field.ref}
        placeholder={t('feedback.subjectPlaceholder')}
        value={value ? label(value) : ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => field.onChange(data.optionValue)}
        onBlur={field.onBlur}
      >
        {feedbackSubjects.map((subject) => (
          <Option key={subject} value={subject}>
            {label(subject)}
          </Option>
        ))}
      </Dropdown>
    </FormField>
  );
}
