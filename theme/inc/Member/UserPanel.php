<?php
/**
 * What the user panel of /profile needs (island `user-panel`).
 *
 * @package Mvc
 */

namespace Mvc\Theme\Member;

use Mvc\Core\View\Member;
use WP_Error;

/**
 * The props of the `user-panel` island (members.md "Profile page user panel"): the member's profile
 * fields as `POST /api/member/userinfo` gives them, the occupation and research-area choices of the
 * profile dialog (the server's own lists, one definition) and the links the panel and its login
 * popup use. The template draws the same facts as text from facts(), so the panel reads without
 * JavaScript and nothing moves when the island mounts. A profile the database did not give
 * (Profile::read()) is Retry::busy(), which the template shows as its notice instead of an empty
 * panel.
 */
final class UserPanel {

	/**
	 * The profile fields the panel shows (Profile::FIELDS).
	 */
	public const FIELDS = array( 'display_name', 'avatar', 'institution', 'title', 'research_area', 'email', 'subscribed' );

	/**
	 * The island's props, null for anyone but a member (the page shows a visitor no panel), or
	 * Retry::busy() when the database did not give the profile.
	 *
	 * @return array{profile: array<string, string|int|bool>, choices: array<string, mixed>, links: array<string, string>, wechat: bool}|WP_Error|null
	 */
	public static function props() {
		if ( ! Member::is_member() ) {
			return null;
		}
		$profile = Member::profile( get_current_user_id(), self::FIELDS );
		if ( $profile instanceof WP_Error ) {
			return $profile;
		}
		return array(
			'profile' => $profile,
			'choices' => Member::choices(),
			'links'   => MemberArea::props()['links'],
			// Beyond the spec: the linked WeChat account, with link and unlink.
			'wechat'  => Member::wechat_linked( get_current_user_id() ),
		);
	}

	/**
	 * The facts under the name, in the panel's order: label and text shown (an occupation or a
	 * research area by its label; '' when not given).
	 *
	 * @param array<string, string|int|bool> $profile The profile of props().
	 * @return array<string, array{label: string, value: string}> Keyed by field.
	 */
	public static function facts( array $profile ): array {
		$occupations = Member::occupations();
		$areas       = Member::research_areas();
		$title       = (string) ( $profile['title'] ?? '' );
		$area        = (string) ( $profile['research_area'] ?? '' );
		return array(
			'title'         => array(
				'label' => __( 'Occupation', 'mvc' ),
				'value' => $occupations[ $title ] ?? '',
			),
			'institution'   => array(
				'label' => __( 'Institution', 'mvc' ),
				'value' => (string) ( $profile['institution'] ?? '' ),
			),
			'research_area' => array(
				'label' => __( 'Research area', 'mvc' ),
				'value' => $areas[ $area ] ?? '',
			),
			'email'         => array(
				'label' => __( 'E-mail', 'mvc' ),
				'value' => (string) ( $profile['email'] ?? '' ),
			),
		);
	}

	/**
	 * The first character of a name, drawn in a circle when there is no avatar (a whole character,
	 * as the island's `initialOf()`).
	 *
	 * @param string $name Display name.
	 */
	public static function initial( string $name ): string {
		$first = mb_substr( trim( $name ), 0, 1 );
		return '' === $first ? '?' : mb_strtoupper( $first );
	}
}
