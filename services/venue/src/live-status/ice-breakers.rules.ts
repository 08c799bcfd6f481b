// The one template generator lives in libs/contracts so the chat's empty-state starters (gateway) use it too.
export { filterLlmIceBreakers, ICE_BREAKER_COUNT, sharedTags, templateIceBreakerLines, templateIceBreakers, type IceBreakerLine, type IceBreakerSide } from '@converge/contracts';
