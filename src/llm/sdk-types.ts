// The Messages API types the rest of skill-ci needs, re-exported so that only src/llm/ names the SDK.
export type {
  ContentBlockParam,
  Message,
  MessageCreateParamsNonStreaming,
  MessageParam,
  TextBlock,
  TextBlockParam,
  Tool,
  ToolChoiceTool,
  ToolResultBlockParam,
  ToolUseBlock,
  Usage
} from '@anthropic-ai/sdk/resources/messages'
