<?php
/**
 * A member's own RSS feed of the tags they follow.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Module;
use Mvc\Core\Security\Signer;
use WP_Post;
use WP_User;

/**
 * Researchers read news in feed readers. A member's feed lists the newest public articles of the tags
 * they follow, at a secret address: `/?feed=mvc-member&token={id}.{mac}`, the mac being an HMAC of
 * the member's id and a random per-member key (user meta META_KEY) under the site's secret. The
 * address can be shown again at any time (it is derived, not stored), and reset() revokes it by
 * drawing a new key. A wrong or revoked token answers 404 and says nothing of any member.
 *
 * The feed is never cached by the page cache (nginx skips `feed=`), asks feed readers to keep it 15
 * minutes, and is not indexed.
 */
final class PersonalFeed implements Module {

	public const FEED = 'mvc-member';

	public const META_KEY = 'mvc_feed_key';

	/**
	 * Articles in the feed.
	 */
	public const ITEMS = 20;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the feed.
	 */
	public function register(): void {
		add_action(
			'init',
			static function (): void {
				add_feed( self::FEED, array( self::class, 'render' ) );
			}
		);
	}

	/**
	 * The member's feed address (drawing their key on first use).
	 *
	 * @param int $user_id Member id.
	 */
	public static function url( int $user_id ): string {
		$key = (string) get_user_meta( $user_id, self::META_KEY, true );
		if ( '' === $key ) {
			$key = self::new_key( $user_id );
		}
		return self::address( $user_id, $key );
	}

	/**
	 * Revokes the member's address and answers the new one.
	 *
	 * @param int $user_id Member id.
	 */
	public static function reset( int $user_id ): string {
		return self::address( $user_id, self::new_key( $user_id ) );
	}

	/**
	 * The member a token belongs to, or null.
	 *
	 * @param string $token `{id}.{mac}`.
	 */
	public static function member_of_token( string $token ): ?WP_User {
		if ( 1 !== preg_match( '/^([1-9][0-9]{0,19})\.([0-9a-f]{64})$/', $token, $parts ) ) {
			return null;
		}
		$user = get_userdata( (int) $parts[1] );
		$key  = $user ? (string) get_user_meta( $user->ID, self::META_KEY, true ) : '';
		if ( ! $user || '' === $key || ! Role::is_member( $user->ID ) || ! Signer::verify( Signer::PERSONAL_FEED, $parts[2], (string) $user->ID, $key ) ) {
			return null;
		}
		return $user;
	}

	/**
	 * The newest public articles of the member's tags.
	 *
	 * @param int $user_id Member id.
	 * @return array<int, WP_Post>
	 */
	public static function posts( int $user_id ): array {
		$tags = ( new TagSubscriptions() )->for_user( $user_id );
		if ( ! $tags ) {
			return array();
		}
		return get_posts(
			array(
				'post_type'        => 'post',
				'post_status'      => 'publish',
				'has_password'     => false,
				'tag__in'          => $tags,
				'numberposts'      => self::ITEMS, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- 20.
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => false,
			)
		);
	}

	/**
	 * Prints the feed (`do_feed_mvc-member`).
	 */
	public static function render(): void {
		$token = isset( $_GET['token'] ) && is_string( $_GET['token'] ) ? sanitize_text_field( wp_unslash( $_GET['token'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the token is the credential.
		$user  = self::member_of_token( $token );
		header( 'X-Robots-Tag: noindex' );
		if ( ! $user ) {
			status_header( 404 );
			header( 'Content-Type: text/plain; charset=UTF-8' );
			echo esc_html__( 'This feed address is unknown or was reset.', 'mvc-core' );
			return;
		}
		header( 'Content-Type: application/rss+xml; charset=UTF-8' );
		header( 'Cache-Control: private, max-age=900' );
		echo self::xml( $user, self::posts( $user->ID ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- xml() escapes every value.
	}

	/**
	 * The RSS 2.0 document.
	 *
	 * @param WP_User             $user  The member.
	 * @param array<int, WP_Post> $posts Articles.
	 */
	public static function xml( WP_User $user, array $posts ): string {
		$x     = static fn( string $text ): string => esc_xml( $text );
		$title = sprintf(
			/* translators: %s: the site's name. */
			__( '%s: the tags I follow', 'mvc-core' ),
			get_bloginfo( 'name' )
		);
		$out  = '<?xml version="1.0" encoding="UTF-8"?>' . "\n";
		$out .= '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>';
		$out .= '<title>' . $x( $title ) . '</title>';
		// The feed's own address, as feed readers and the W3C validator expect (RSS Best Practices).
		$out .= '<atom:link href="' . $x( self::url( $user->ID ) ) . '" rel="self" type="application/rss+xml"/>';
		$out .= '<link>' . $x( home_url( '/profile/#tab3' ) ) . '</link>';
		$out .= '<description>' . $x( __( 'The newest articles of the tags you follow.', 'mvc-core' ) ) . '</description>';
		$out .= '<language>zh-CN</language>';
		$out .= '<ttl>15</ttl>';
		if ( $posts ) {
			$out .= '<lastBuildDate>' . $x( (string) get_post_time( 'r', true, $posts[0] ) ) . '</lastBuildDate>';
		}
		foreach ( $posts as $post ) {
			$out .= '<item>';
			$out .= '<title>' . $x( wp_strip_all_tags( get_the_title( $post ) ) ) . '</title>';
			$out .= '<link>' . $x( (string) get_permalink( $post ) ) . '</link>';
			$out .= '<guid isPermaLink="false">' . $x( (string) $post->guid ) . '</guid>';
			$out .= '<pubDate>' . $x( (string) get_post_time( 'r', true, $post ) ) . '</pubDate>';
			$out .= '<description>' . $x( wp_strip_all_tags( get_the_excerpt( $post ) ) ) . '</description>';
			foreach ( (array) get_the_tags( $post->ID ) as $tag ) {
				if ( $tag instanceof \WP_Term ) {
					$out .= '<category>' . $x( $tag->name ) . '</category>';
				}
			}
			$out .= '</item>';
		}
		return $out . '</channel></rss>';
	}

	/**
	 * Draws and stores a new key.
	 *
	 * @param int $user_id Member id.
	 */
	private static function new_key( int $user_id ): string {
		$key = bin2hex( random_bytes( 16 ) );
		update_user_meta( $user_id, self::META_KEY, $key );
		return $key;
	}

	/**
	 * The address of a member's feed under a key.
	 *
	 * @param int    $user_id Member id.
	 * @param string $key     The member's key.
	 */
	private static function address( int $user_id, string $key ): string {
		return add_query_arg(
			array(
				'feed'  => self::FEED,
				'token' => $user_id . '.' . self::mac( $user_id, $key ),
			),
			home_url( '/' )
		);
	}

	/**
	 * The mac of a member's token.
	 *
	 * @param int    $user_id Member id.
	 * @param string $key     The member's key.
	 */
	private static function mac( int $user_id, string $key ): string {
		return Signer::sign( Signer::PERSONAL_FEED, (string) $user_id, $key );
	}
}
