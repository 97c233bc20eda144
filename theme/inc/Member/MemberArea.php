<?php
/**
 * What the header's member area island needs.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Member;

use Mvc\Core\View\Member;
use Mvc\Core\View\Site;
use Mvc\Theme\Content\Routes;

/**
 * The props of the `member-area` island and how soon it wakes. A visitor's page is the same for
 * every visitor (it is cached), so what differs per browser comes only from what bypasses the
 * cache: the member cookie, the registration cookie and a query argument.
 */
final class MemberArea {

	/**
	 * The island's props.
	 *
	 * @return array<string, mixed>
	 */
	public static function props(): array {
		$member       = Member::is_member() ? get_current_user_id() : 0;
		$registration = $member ? null : Member::registration();
		$open         = null;
		if ( $registration ) {
			$open = 'registration';
		} elseif ( ! $member && in_array( Routes::current(), array( 'profile', 'messages' ), true ) ) {
			$open = 'login';
		}
		$wechat = Member::wechat_notice();
		$notice = null;
		if ( 'failed' === $wechat && ! $member ) {
			$notice = 'wechat-failed';
		} elseif ( 'ok' === $wechat && $member ) {
			$notice = 'wechat-ok';
		} elseif ( in_array( $wechat, array( 'linked', 'taken' ), true ) && $member ) {
			// Back from linking a WeChat account on the profile.
			$notice = 'wechat-' . $wechat;
		}
		// An expired WeChat identity is not offered again: the registration answers 5007 and ends.
		$wechat_nickname = $registration && $registration['wechat_expires'] > time() ? $registration['wechat_nickname'] : '';
		return array(
			'loggedIn'     => (bool) $member,
			'member'       => $member ? Member::header( $member ) : null,
			'open'         => $open,
			'registration' => $registration ? array(
				'email'          => $registration['email'],
				'wechatNickname' => $wechat_nickname,
			) : null,
			'notice'       => $notice,
			// The registration's choices come from the server's own lists (one definition).
			'choices'      => $member ? null : Member::choices(),
			'links'        => array(
				'home'     => home_url( '/' ),
				'profile'  => home_url( user_trailingslashit( 'profile' ) ),
				'messages' => home_url( user_trailingslashit( 'messages' ) ),
				'terms'    => Site::text( 'terms_url' ),
				'privacy'  => Site::text( 'privacy_url' ),
				'contact'  => home_url( user_trailingslashit( 'contact' ) ),
			),
		);
	}

	/**
	 * When the island wakes: at once when it must open by itself (the login popup on /profile, a
	 * registration in progress, a WeChat notice), otherwise `idle`. For a visitor the loader turns
	 * that `idle` into a wait for the first press of the login button, which it holds and hands on
	 * (src/runtime/loader/wake.ts wakeFor(): the reading budget); a member's avatar menu loads on
	 * idle, so its counters and failure prompt are ready.
	 *
	 * @param array<string, mixed> $props The island's props.
	 */
	public static function wake( array $props ): string {
		return null !== $props['open'] || null !== $props['notice'] ? 'load' : 'idle';
	}
}
