<?php
/**
 * The demo content's operators.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

/**
 * The operators of the demo content (DemoContent, version 7) besides the administrator, each found by
 * its login or email before it is created.
 */
final class DemoOperators {

	/**
	 * The operators besides the administrator: an editor (editor / password), who does the daily work,
	 * and an author (author / password), who writes articles only. Both read wp-admin in Chinese.
	 */
	public function operators(): void {
		$people = array(
			array( 'editor', DemoContent::EDITOR_EMAIL, '编辑小王', 'editor' ),
			array( 'author', DemoContent::AUTHOR_EMAIL, '作者小李', 'author' ),
		);
		foreach ( $people as $person ) {
			if ( get_user_by( 'login', $person[0] ) || get_user_by( 'email', $person[1] ) ) {
				continue;
			}
			wp_insert_user(
				array(
					'user_login'   => $person[0],
					'user_email'   => $person[1],
					'user_pass'    => DemoContent::PASSWORD,
					'display_name' => $person[2],
					'nickname'     => $person[2],
					'role'         => $person[3],
					'locale'       => 'zh_CN',
				)
			);
		}
	}
}
