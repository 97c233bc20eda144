<?php
/**
 * Following a special issue by e-mail.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Follows;

use Mvc\Core\Api;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Failure;
use Mvc\Core\Mail\FollowMail;
use Mvc\Core\Security\NetworkGate;
use WP_Error;
use WP_Post;

/**
 * Anyone may follow a published call for papers whose submissions are open (public-site spec,
 * section 3): the first request stores a pending follow (SpecialIssueFollows) and mails a
 * confirmation link and an unsubscribe link; a repeat of a pending one mails again at most once
 * per RESEND_WAIT; a confirmed one is left alone. The links lead to the follow route's /confirm and
 * /unsubscribe, whose pages change nothing until their button is pressed.
 */
final class FollowRequests {

	/**
	 * Confirmation mails an address receives a day, for every special issue together.
	 */
	public const DAILY_MAILS = 5;

	/**
	 * Query argument the article reads after a confirmation.
	 */
	public const FOLLOWED_ARG = 'followed';

	/**
	 * The published call for papers of an id, open for follows, or the refusal.
	 *
	 * @param int $post_id Post id.
	 * @return WP_Post|WP_Error
	 */
	public static function followable( int $post_id ) {
		$post = get_post( $post_id );
		if ( ! $post instanceof WP_Post || ! PostFields::is_public_article( $post ) ) {
			return Failure::make( 404, __( 'The article does not exist.', 'mvc-core' ), 404, array( 'field' => 'post_id' ) );
		}
		if ( ! PostFields::is_call_for_papers( $post_id ) ) {
			return Failure::make( 400, __( 'This article is not a call for papers and cannot be followed.', 'mvc-core' ), 400, array( 'field' => 'post_id' ) );
		}
		if ( ! PostFields::open_for_follows( $post_id ) ) {
			return Failure::make( 400, __( 'Submissions to this special issue have closed; it can no longer be followed.', 'mvc-core' ), 400, array( 'field' => 'post_id' ) );
		}
		return $post;
	}

	/**
	 * Asks to follow: stores the pending follow and mails its links when a mail is due. The caller
	 * has applied the limits.
	 *
	 * @param int    $post_id Call for papers.
	 * @param string $email   Address, valid and lower-cased.
	 * @param string $ip      The asking client's address (kept with the follow as its consent).
	 * @return WP_Post|WP_Error The call for papers, or the refusal.
	 */
	public function ask( int $post_id, string $email, string $ip ) {
		$post = self::followable( $post_id );
		if ( $post instanceof WP_Error ) {
			return $post;
		}
		$follows = new SpecialIssueFollows();
		$issued  = $follows->request( $post_id, $email, $ip );
		if ( null !== $issued ) {
			// However many networks ask, an address gets at most DAILY_MAILS confirmations a day.
			$limited = NetworkGate::within( 'cfp-follow-mail:' . $email, self::DAILY_MAILS, DAY_IN_SECONDS, __( 'This address has received as many confirmation e-mails as we send in a day. Please try again tomorrow.', 'mvc-core' ) );
			if ( $limited ) {
				$follows->release( $issued['id'] );
				return $limited;
			}
			$sent = FollowMail::confirmation(
				$email,
				$post,
				self::confirm_url( $issued['token'] ),
				self::unsubscribe_url( SpecialIssueFollows::unsubscribe_token( $issued['id'], $email ) )
			);
			if ( ! $sent ) {
				$follows->release( $issued['id'] );
				return Failure::make( 503, __( 'The e-mail could not be sent. Please try again later.', 'mvc-core' ), 503, array( 'field' => 'email' ) );
			}
		}
		return $post;
	}

	/**
	 * The confirmation link of a token.
	 *
	 * @param string $token Confirmation token.
	 */
	public static function confirm_url( string $token ): string {
		return add_query_arg( 'token', rawurlencode( $token ), Api::url( Api::CFP_FOLLOW . '/confirm' ) );
	}

	/**
	 * The unsubscribe link of a token.
	 *
	 * @param string $token Unsubscribe token.
	 */
	public static function unsubscribe_url( string $token ): string {
		return add_query_arg( 'token', rawurlencode( $token ), Api::url( Api::CFP_FOLLOW . '/unsubscribe' ) );
	}

	/**
	 * The address the article's form posts a follow to.
	 */
	public static function form_action(): string {
		return Api::url( Api::CFP_FOLLOW );
	}
}
