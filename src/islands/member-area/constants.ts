/** Query argument the server adds to the page when a WeChat login failed (`?wechat=failed`). */
export const WECHAT_NOTICE_ARG = 'wechat';
