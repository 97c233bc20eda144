<?php
/**
 * Test data factories.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

use Mvc\Core\Member\Role;
use RuntimeException;
use WP_Error;

/**
 * Creates posts, terms, users and members with sensible defaults through WordPress's own APIs, and
 * fails loudly when WordPress refuses.
 */
final class Factory {

	/**
	 * Sequence for unique names.
	 *
	 * @var int
	 */
	private int $sequence = 0;

	/**
	 * A post (published article by default).
	 *
	 * @param array<string, mixed> $args wp_insert_post() arguments.
	 * @return int Post id.
	 */
	public function post( array $args = array() ): int {
		$n = ++$this->sequence;
		return $this->id(
			wp_insert_post(
				array_merge(
					array(
						'post_title'   => "测试文章 {$n}",
						'post_content' => "测试正文 {$n}",
						'post_excerpt' => "测试摘要 {$n}",
						'post_status'  => 'publish',
						'post_type'    => 'post',
						'post_author'  => 1,
					),
					$args
				),
				true
			)
		);
	}

	/**
	 * A term.
	 *
	 * @param string               $taxonomy Taxonomy.
	 * @param array<string, mixed> $args     Name and wp_insert_term() arguments.
	 * @return int Term id.
	 */
	public function term( string $taxonomy = 'post_tag', array $args = array() ): int {
		$n      = ++$this->sequence;
		$name   = isset( $args['name'] ) && is_string( $args['name'] ) ? $args['name'] : "测试标签 {$n}";
		$result = wp_insert_term( $name, $taxonomy, $args );
		if ( $result instanceof WP_Error ) {
			throw new RuntimeException( esc_html( $result->get_error_message() ) );
		}
		return (int) $result['term_id'];
	}

	/**
	 * A user.
	 *
	 * @param array<string, mixed> $args wp_insert_user() arguments.
	 * @return int User id.
	 */
	public function user( array $args = array() ): int {
		$n = ++$this->sequence;
		return $this->id(
			wp_insert_user(
				array_merge(
					array(
						'user_login'   => "user{$n}_" . wp_generate_password( 6, false ),
						'user_email'   => "user{$n}_" . wp_generate_password( 6, false ) . '@example.com',
						'user_pass'    => 'password',
						'display_name' => "用户 {$n}",
						'role'         => 'subscriber',
					),
					$args
				)
			)
		);
	}

	/**
	 * A member.
	 *
	 * @param array<string, mixed> $args wp_insert_user() arguments.
	 * @return int User id.
	 */
	public function member( array $args = array() ): int {
		return $this->user( array_merge( $args, array( 'role' => Role::NAME ) ) );
	}

	/**
	 * The id, or an exception for WordPress's error.
	 *
	 * @param int|WP_Error $result Result of an insert.
	 */
	private function id( $result ): int {
		if ( $result instanceof WP_Error ) {
			throw new RuntimeException( esc_html( $result->get_error_message() ) );
		}
		if ( ! $result ) {
			throw new RuntimeException( 'WordPress did not create the object.' );
		}
		return (int) $result;
	}
}
