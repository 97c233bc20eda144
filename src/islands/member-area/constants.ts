/** Query argument the server adds to the page after a WeChat login (`?wechat=ok|failed`). */
export const WECHAT_NOTICE_ARG = 'wechat';
