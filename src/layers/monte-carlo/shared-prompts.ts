// Requests no skill of any repository should take: small talk, questions about neighbouring
// products, generic tasks an agent does without help. Every skill evaluated in a run is tested
// against them, once per round, so a skill whose description claims everything shows it.
// Changing the list changes every false-activation rate: bump the version with it.
export const SHARED_NONE_VERSION = '1'

export const SHARED_NONE_PROMPTS: readonly string[] = [
  'Thanks, that was helpful! Have a good evening.',
  'What is the difference between a list and a tuple in Python?',
  'Can you explain in two sentences what a REST API is?',
  'How do I change my display language in Google Docs?',
  'Write a haiku about autumn rain.',
  'What time zone is Tokyo in?',
  'Rename the variable `tmp` to `total` in this snippet: `let tmp = a + b; return tmp`',
  'Is it better to use tabs or spaces? Just give me your opinion.',
  'Translate "good morning, see you at the meeting" into Spanish.',
  'Convert 72 degrees Fahrenheit to Celsius.'
]
