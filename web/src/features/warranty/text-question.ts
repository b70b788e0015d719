import { problemText, type AnswersState, type Question } from './answers';

/** Props of a text question for TextField: value, problem shown, checked on blur, cleared while typing. */
export function textQuestion(state: AnswersState, question: Question, wizard: boolean) {
  const problem = state.problems[question];
  return {
    name: question,
    value: state.answers[question],
    problem: problem ? problemText(problem) : null,
    onChange: (value: string) => state.set(question, value),
    onBlur: () => {
      if (state.answers[question]) state.check(question, wizard);
    },
  };
}
