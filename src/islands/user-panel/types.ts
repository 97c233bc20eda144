import type { IslandProps, Profile } from '@mvc/runtime-core';

import type {
	RegistrationChoices,
	MemberAreaLinks,
} from '../member-area/types';

/** The JSON props of the `user-panel` island (`Mvc\Theme\Member\UserPanel::props()`). */
export interface UserPanelProps extends IslandProps {
	/** The member's profile fields as `POST /api/member/userinfo` gives them. */
	profile: Profile;
	/** The occupations (19) and research areas (26) of `Mvc\Core\Member\Choices`. */
	choices: RegistrationChoices;
	/** The site's links (the header's): home after logout, contact us, the login popup's. */
	links: MemberAreaLinks;
	/** Whether a WeChat account is linked to the member's. */
	wechat: boolean;
}
