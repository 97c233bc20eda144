<?php
/**
 * Theme bootstrap: constants, the autoloader and the list of modules. No logic lives here.
 *
 * @package Mvc
 */

defined( 'ABSPATH' ) || exit;

define( 'MVC_THEME_VERSION', '0.1.0' );
define( 'MVC_THEME_DIR', __DIR__ );

/*
 * PSR-4: the class Mvc\Foo\Bar lives in inc/Foo/Bar.php.
 */
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( ! str_starts_with( $class_name, 'Mvc\\' ) ) {
			return;
		}
		$file = __DIR__ . '/inc/' . str_replace( '\\', '/', substr( $class_name, 4 ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

Mvc\Theme::boot(
	array(
		Mvc\I18n::class,
		Mvc\Setup::class,
		Mvc\Data\Schema::class,
		Mvc\Member\Role::class,
		Mvc\Member\Profile::class,
		Mvc\Member\SessionCookie::class,
		Mvc\Content\PostTypes\Journal::class,
		Mvc\Content\PostTypes\HomeBanner::class,
		Mvc\Content\PostTypes\Podcast::class,
		Mvc\Content\Routes::class,
		Mvc\Content\Lists::class,
		Mvc\Content\Seo::class,
		Mvc\Content\DeadlineCalendar::class,
		Mvc\Content\Titles::class,
		Mvc\Content\Menus::class,
		Mvc\Assets\Assets::class,
		Mvc\Blocks\Blocks::class,
		Mvc\Mail\Smtp::class,
		Mvc\Admin\SettingsPage::class,
		Mvc\Security\RequestGuard::class,
		Mvc\Security\Headers::class,
		Mvc\Security\Exposure::class,
		Mvc\Security\CoreDoors::class,
		Mvc\Mail\CoreMails::class,
		Mvc\Rest\Envelope::class,
		Mvc\Rest\Permissions::class,
		Mvc\Rest\LikesController::class,
		Mvc\Rest\CollectionsController::class,
		Mvc\Rest\SessionController::class,
		Mvc\Rest\VerificationCodeController::class,
		Mvc\Rest\RegistrationController::class,
		Mvc\Rest\PasswordController::class,
		Mvc\Rest\WeChatController::class,
		Mvc\Rest\WeChatShareController::class,
		Mvc\Rest\EmailChangeController::class,
		Mvc\Rest\TagSubscriptionController::class,
		Mvc\Rest\TagFields::class,
		Mvc\Member\Comments::class,
		Mvc\Member\CommentMessages::class,
		Mvc\Rest\CommentFields::class,
		Mvc\Rest\CommentLikeController::class,
		Mvc\Rest\SearchUsersController::class,
		Mvc\Rest\FollowController::class,
		Mvc\Rest\RecommendController::class,
		Mvc\Member\FollowReminders::class,
		Mvc\Rest\HomeBannerController::class,
		Mvc\Rest\PodcastsController::class,
		Mvc\Rest\JournalsController::class,
	)
);
