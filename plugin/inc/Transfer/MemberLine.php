<?php
/**
 * One member line of a member file, checked and translated into this site's ids.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Messages;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\WeChat\Identities;

/**
 * MemberLine::read() takes the fields MemberExport writes (and no other) and answers either the member as this
 * site will keep them, every reference already an id of this site, or the reason the line is
 * refused, in the site's language. A line is refused whole: a bad e-mail address, a password hash
 * WordPress cannot check, or a tag, post or comment this site does not have (import the content
 * first).
 */
final class MemberLine {

	/**
	 * The password hashes WordPress 6.8 checks (wp_check_password()): its own bcrypt (`$wp$2y$`),
	 * phpass (`$P$`), PHP's bcrypt and Argon2 (`password_verify()`), and the old MD5. Each is
	 * upgraded to WordPress's own at the member's next login (Member\Login).
	 */
	private const HASH = '/^(\$wp\$2[aby]\$|\$P\$|\$H\$|\$2[aby]\$|\$argon2id?\$|[0-9a-f]{32}$)/';

	/**
	 * A WeChat id (unionid, openid).
	 */
	private const WECHAT_ID = '/^[A-Za-z0-9_-]{1,64}$/';

	/**
	 * A file time (ISO 8601, UTC, as MemberExport writes it) as a database time, or null.
	 *
	 * @param mixed $iso The file's value.
	 */
	public static function datetime( $iso ): ?string {
		if ( ! is_string( $iso ) || ! preg_match( '/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})Z$/', $iso, $parts ) ) {
			return null;
		}
		$time = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $parts[1] . ' ' . $parts[2], new \DateTimeZone( 'UTC' ) );
		return $time && $time->format( 'Y-m-d H:i:s' ) === $parts[1] . ' ' . $parts[2] ? $parts[1] . ' ' . $parts[2] : null;
	}

	/**
	 * The ids of a kind a member line refers to (for TransferMap::get()).
	 *
	 * @param array<string, mixed> $line The line.
	 * @param string               $kind `term`, `post` or `comment`.
	 * @return int[]
	 */
	public static function references( array $line, string $kind ): array {
		$ids = array();
		if ( 'term' === $kind ) {
			$ids = is_array( $line['subscriptions'] ?? null ) ? $line['subscriptions'] : array();
		}
		foreach ( 'post' === $kind ? array( 'likes', 'collections' ) : ( 'comment' === $kind ? array( 'comment_likes' ) : array() ) as $field ) {
			foreach ( is_array( $line[ $field ] ?? null ) ? $line[ $field ] : array() as $pair ) {
				$ids[] = is_array( $pair ) ? ( $pair[0] ?? 0 ) : 0;
			}
		}
		if ( 'term' !== $kind ) {
			foreach ( is_array( $line['messages'] ?? null ) ? $line['messages'] : array() as $message ) {
				$ids[] = is_array( $message ) ? ( $message[ $kind ] ?? 0 ) : 0;
			}
		}
		return array_values( array_filter( array_map( static fn( $id ): int => is_int( $id ) ? $id : 0, $ids ) ) );
	}

	/**
	 * Reads a member line.
	 *
	 * @param array<string, mixed>           $line The line.
	 * @param array<string, array<int, int>> $maps Source id => id here, per kind (`term`, `post`, `comment`).
	 * @return array<string, mixed>|string The member, or why the line is refused.
	 */
	public static function read( array $line, array $maps ) {
		$email = is_string( $line['email'] ?? null ) ? trim( $line['email'] ) : '';
		if ( ! is_int( $line['id'] ?? null ) || $line['id'] < 1 ) {
			return __( 'The member has no source id.', 'mvc-core' );
		}
		if ( '' === $email || strlen( $email ) > 100 || ! is_email( $email ) ) {
			return __( 'The e-mail address is not valid.', 'mvc-core' );
		}
		$name = Profile::plain_text( $line['display_name'] ?? '' );
		if ( '' === $name ) {
			return __( 'The member has no display name.', 'mvc-core' );
		}
		$pass = $line['pass'] ?? null;
		if ( null !== $pass && ( ! is_string( $pass ) || strlen( $pass ) > 255 || ! preg_match( self::HASH, $pass ) ) ) {
			return __( 'The password hash is in a form WordPress cannot check.', 'mvc-core' );
		}
		$registered = self::datetime( $line['registered'] ?? null );
		if ( null === $registered ) {
			return __( 'The registration time is not valid.', 'mvc-core' );
		}
		$profile = is_array( $line['profile'] ?? null ) ? $line['profile'] : array();
		$title   = self::choice( $profile['title'] ?? '', Choices::occupations() );
		$area    = self::choice( $profile['research_area'] ?? '', Choices::research_areas() );
		$wechat  = self::wechat( $line['wechat'] ?? null );
		if ( null === $wechat ) {
			return __( 'The WeChat ids are not valid.', 'mvc-core' );
		}
		$relations = self::relations( $line, $maps );
		if ( is_string( $relations ) ) {
			return $relations;
		}
		$last  = self::datetime( $line['last_login'] ?? null );
		$meta  = array_filter(
			array(
				Profile::META_TITLE         => $title,
				Profile::META_INSTITUTION   => Profile::plain_text( $profile['institution'] ?? '' ),
				Profile::META_RESEARCH_AREA => $area,
				// Only an address that takes mail receives the digest (Profile::set_digest()).
				Profile::META_DIGEST        => true === ( $line['digest'] ?? false ) && Profile::is_verified_address( $email ) ? '1' : '',
				Profile::META_LAST_LOGIN    => null === $last ? '' : (string) strtotime( $last . ' UTC' ),
			) + $wechat,
			static fn( string $value ): bool => '' !== $value
		);
		$login = is_string( $line['login'] ?? null ) ? $line['login'] : '';
		return array(
			'old'          => $line['id'],
			'email'        => $email,
			'login'        => sanitize_user( $login, true ) === $login && strlen( $login ) <= 60 ? $login : '',
			'display_name' => $name,
			'registered'   => $registered,
			'pass'         => (string) $pass,
			'meta'         => $meta,
			'avatar'       => is_string( $line['avatar'] ?? null ) ? esc_url_raw( $line['avatar'] ) : '',
		) + $relations;
	}

	/**
	 * A choice's key: the key itself, or its label in this site's language (a site that kept the
	 * labels). A value that is neither (an old site's own list) is left out, not refused: the
	 * member chooses again in the profile, and the account and relations are not lost for it.
	 *
	 * @param mixed                 $value   The file's value.
	 * @param array<string, string> $choices Key => label.
	 */
	private static function choice( $value, array $choices ): string {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( isset( $choices[ $value ] ) ) {
			return $value;
		}
		$key = array_search( $value, $choices, true );
		return false === $key ? '' : (string) $key;
	}

	/**
	 * The WeChat ids as user meta (empty when none), or null when they are not valid.
	 *
	 * @param mixed $wechat The line's `wechat`.
	 * @return array<string, string>|null
	 */
	private static function wechat( $wechat ): ?array {
		if ( null === $wechat ) {
			return array();
		}
		if ( ! is_array( $wechat ) ) {
			return null;
		}
		$meta = array();
		foreach ( Identities::meta_keys() as $field => $key ) {
			$value = $wechat[ $field ] ?? '';
			if ( ! is_string( $value ) || ( '' !== $value && ! preg_match( self::WECHAT_ID, $value ) ) ) {
				return null;
			}
			$meta[ $key ] = $value;
		}
		return $meta;
	}

	/**
	 * The relations in this site's ids, or why the line is refused.
	 *
	 * @param array<string, mixed>           $line The line.
	 * @param array<string, array<int, int>> $maps Source id => id here, per kind.
	 * @return array<string, mixed>|string
	 */
	private static function relations( array $line, array $maps ) {
		$terms = array();
		foreach ( self::listed( $line, 'subscriptions' ) as $old ) {
			$term = is_int( $old ) ? ( $maps['term'][ $old ] ?? 0 ) : 0;
			if ( ! $term ) {
				/* translators: %s: the tag's id on the old site. */
				return sprintf( __( 'A subscribed tag (id %s on the old site) is not on this site.', 'mvc-core' ), is_scalar( $old ) ? (string) $old : '?' );
			}
			$terms[] = $term;
		}
		$relations = array( 'subscriptions' => array_values( array_unique( $terms ) ) );
		foreach ( array(
			'likes'         => 'post',
			'collections'   => 'post',
			'comment_likes' => 'comment',
		) as $field => $kind ) {
			$relations[ $field ] = array();
			foreach ( self::listed( $line, $field ) as $pair ) {
				$id   = is_array( $pair ) && is_int( $pair[0] ?? null ) ? ( $maps[ $kind ][ $pair[0] ] ?? 0 ) : 0;
				$time = is_array( $pair ) ? self::datetime( $pair[1] ?? null ) : null;
				if ( ! $id || null === $time ) {
					return self::unknown( $kind, is_array( $pair ) ? ( $pair[0] ?? '?' ) : '?' );
				}
				$relations[ $field ][ $id ] = $time;
			}
		}
		$relations['messages'] = array();
		foreach ( self::listed( $line, 'messages' ) as $message ) {
			$read = is_array( $message ) ? self::message( $message, $maps ) : __( 'A message is not valid.', 'mvc-core' );
			if ( is_string( $read ) ) {
				return $read;
			}
			$relations['messages'][] = $read;
		}
		return $relations;
	}

	/**
	 * One message in this site's ids, or why the line is refused.
	 *
	 * @param array<string, mixed>           $message The file's message.
	 * @param array<string, array<int, int>> $maps    Source id => id here, per kind.
	 * @return array<string, mixed>|string
	 */
	private static function message( array $message, array $maps ) {
		$created = self::datetime( $message['created'] ?? null );
		$type    = $message['type'] ?? '';
		$excerpt = $message['excerpt'] ?? '';
		$actor   = $message['actor'] ?? null;
		if (
			null === $created
			|| ! in_array( $message['category'] ?? '', Messages::CATEGORIES, true )
			|| ! in_array( $message['status'] ?? '', array( Messages::STATUS_UNREAD, Messages::STATUS_READ ), true )
			|| ! is_string( $type ) || ! preg_match( '/^[A-Za-z0-9_]{0,32}$/', $type )
			|| ! is_string( $excerpt ) || mb_strlen( $excerpt ) > 255
			|| ( null !== $actor && ( ! is_string( $actor ) || ! is_email( $actor ) ) )
		) {
			return __( 'A message is not valid.', 'mvc-core' );
		}
		$ids = array();
		foreach ( array( 'post', 'comment' ) as $kind ) {
			$old          = $message[ $kind ] ?? null;
			$ids[ $kind ] = null === $old ? 0 : ( is_int( $old ) ? ( $maps[ $kind ][ $old ] ?? 0 ) : 0 );
			if ( null !== $old && ! $ids[ $kind ] ) {
				return self::unknown( $kind, $old );
			}
		}
		return array(
			'category' => (string) $message['category'],
			'type'     => $type,
			'post'     => $ids['post'],
			'comment'  => $ids['comment'],
			'actor'    => (string) $actor,
			'excerpt'  => wp_check_invalid_utf8( $excerpt ),
			'status'   => (string) $message['status'],
			'created'  => $created,
		);
	}

	/**
	 * A field's list, or an empty one.
	 *
	 * @param array<string, mixed> $line  The line.
	 * @param string               $field Field.
	 * @return list<mixed>
	 */
	private static function listed( array $line, string $field ): array {
		return is_array( $line[ $field ] ?? null ) ? array_values( $line[ $field ] ) : array();
	}

	/**
	 * The refusal of a reference this site does not have.
	 *
	 * @param string $kind `post` or `comment`.
	 * @param mixed  $old  The id on the old site.
	 */
	private static function unknown( string $kind, $old ): string {
		$old = is_scalar( $old ) ? (string) $old : '?';
		return 'post' === $kind
			/* translators: %s: the post's id on the old site. */
			? sprintf( __( 'A liked, collected or mentioned article (id %s on the old site) is not on this site.', 'mvc-core' ), $old )
			/* translators: %s: the comment's id on the old site. */
			: sprintf( __( 'A liked or mentioned comment (id %s on the old site) is not on this site.', 'mvc-core' ), $old );
	}
}
