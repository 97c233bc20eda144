<?php
/**
 * What the member area, the profile and the user panel ask the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\ArticleCards;
use Mvc\Core\Data\Reads;
use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\PostRelation;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\RecommendedTags;
use Mvc\Core\Member\Registrations;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Member\WeChat\SignIn;
use WP_Error;
use WP_Term;

/**
 * The logged-in member and the visitor on their way to becoming one: who is a member, their
 * profile and lists, a registration in progress, a WeChat sign-in's notice and the choices the
 * forms offer. Reads the database could not give are Retry::busy() errors, never "nothing".
 */
final class Member {

	/**
	 * Likes and collection items per page.
	 */
	public const LIST_PAGE_SIZE = PostRelation::PAGE_SIZE;

	/**
	 * The most tags a member may follow.
	 */
	public const TAG_LIMIT = TagSubscriptions::LIMIT;

	/**
	 * Whether the current user is a logged-in member (a member's pages are never cached).
	 */
	public static function is_member(): bool {
		return Role::is_member();
	}

	/**
	 * The registration in progress in this browser (its cookie), or null.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function registration(): ?array {
		return ( new Registrations() )->current();
	}

	/**
	 * The notice a WeChat sign-in or link came back with (`failed`, `ok`, `linked`, `taken`), or ''.
	 */
	public static function wechat_notice(): string {
		return isset( $_GET[ SignIn::NOTICE_ARG ] ) && is_string( $_GET[ SignIn::NOTICE_ARG ] ) ? sanitize_key( $_GET[ SignIn::NOTICE_ARG ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display notice, no action.
	}

	/**
	 * Whether the member has linked a WeChat account.
	 *
	 * @param int $member Member id.
	 */
	public static function wechat_linked( int $member ): bool {
		return Identities::is_linked( $member );
	}

	/**
	 * The choices the registration and profile forms offer (occupations, research areas, ...).
	 *
	 * @return array<string, mixed>
	 */
	public static function choices(): array {
		return Choices::options();
	}

	/**
	 * Occupations by key, with their labels.
	 *
	 * @return array<string, string>
	 */
	public static function occupations(): array {
		return Choices::occupations();
	}

	/**
	 * Research areas by key, with their labels.
	 *
	 * @return array<string, string>
	 */
	public static function research_areas(): array {
		return Choices::research_areas();
	}

	/**
	 * Fields of a member's profile, or Retry::busy() when the database did not give them.
	 *
	 * @param int           $member Member id.
	 * @param array<string> $fields Profile fields.
	 * @return array<string, string|int|bool>|WP_Error
	 */
	public static function profile( int $member, array $fields ) {
		return Profile::read( $member, $fields );
	}

	/**
	 * The member shown in the header: name, avatar and unread counters; when the database did not
	 * give the counters they are left out rather than shown as 0.
	 *
	 * @param int $member Member id.
	 * @return array<string, string|int|bool>
	 */
	public static function header( int $member ): array {
		$fields = Profile::read( $member, array( 'display_name', 'avatar', 'mentionMessageCount', 'systemMessageCount' ) );
		return $fields instanceof WP_Error ? Profile::get( $member, array( 'display_name', 'avatar' ) ) : $fields;
	}

	/**
	 * The member's lists for the profile's tabs: the asked pages of likes and collection (the last
	 * one when the asked page is past it), the followed tags with the asked tag's preview (the
	 * first's when it is not followed), or recommended tags when none is followed.
	 *
	 * @param int                                             $member       Member id.
	 * @param int                                             $preview_size Cards in a tag's preview.
	 * @param array{likes?: int, collection?: int, tag?: int} $asked   Pages and tag asked for.
	 * @return array{likes: array<string, mixed>, collection: array<string, mixed>, subscriptions: list<array<string, mixed>>, previews: array<string, mixed>|object, recommended: list<array<string, mixed>>}|WP_Error
	 */
	public static function lists( int $member, int $preview_size, array $asked = array() ) {
		return Reads::checked(
			static function () use ( $member, $preview_size, $asked ): array {
				$tags   = ( new TagSubscriptions() )->tags( $member );
				$ids    = array_map( 'intval', array_column( $tags, 'term_id' ) );
				$chosen = in_array( (int) ( $asked['tag'] ?? 0 ), $ids, true ) ? (int) $asked['tag'] : ( $ids[0] ?? 0 );
				return array(
					'likes'         => self::page_of( new Likes(), $member, (int) ( $asked['likes'] ?? 1 ) ),
					'collection'    => self::page_of( new Collections(), $member, (int) ( $asked['collection'] ?? 1 ) ),
					'subscriptions' => $tags,
					'previews'      => $tags ? array( (string) $chosen => self::tag_preview( $chosen, $preview_size ) ) : (object) array(),
					'recommended'   => $tags ? array() : ( new RecommendedTags() )->for_user( $member ),
				);
			}
		);
	}

	/**
	 * A page of a member's likes or collection, with its number: the last page when the asked one
	 * is past it (the list shrank since the link was drawn).
	 *
	 * @param PostRelation $relation Likes or Collections.
	 * @param int          $member   Member id.
	 * @param int          $page     The page asked for.
	 * @return array<string, mixed>
	 */
	private static function page_of( PostRelation $relation, int $member, int $page ): array {
		$page   = max( 1, $page );
		$answer = $relation->page( $member, $page, PostRelation::PAGE_SIZE );
		if ( ! $answer['data'] && $answer['total_pages'] > 0 && $page > $answer['total_pages'] ) {
			$page   = (int) $answer['total_pages'];
			$answer = $relation->page( $member, $page, PostRelation::PAGE_SIZE );
		}
		return $answer + array( 'page' => $page );
	}

	/**
	 * A tag's preview: its first cards and how many it has.
	 *
	 * @param int $term_id Tag id.
	 * @param int $size    Cards.
	 * @return array{total: int, list: list<array<string, mixed>>}
	 */
	public static function tag_preview( int $term_id, int $size ): array {
		$tag = get_term( $term_id, 'post_tag' );
		if ( ! $tag instanceof WP_Term ) {
			return array(
				'total' => 0,
				'list'  => array(),
			);
		}
		return ArticleCards::tag_page( $tag, 1, $size );
	}
}
