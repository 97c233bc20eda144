<?php
/**
 * Plugin Name:       MVC Core
 * Description:       The site's data and services: post types, the member role, sessions and codes, custom tables, REST routes, comment rules, messages, follows, mail, schedules, settings and blocks. The mvc theme presents them.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            The MVC team
 * License:           GPL-2.0-or-later
 * Text Domain:       mvc-core
 * Domain Path:       /languages
 *
 * @package Mvc\Core
 */

defined( 'ABSPATH' ) || exit;

define( 'MVC_CORE_VERSION', '0.1.0' );
define( 'MVC_CORE_FILE', __FILE__ );

/*
 * PSR-4: the class Mvc\Core\Foo\Bar lives in inc/Foo/Bar.php.
 */
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Mvc\\Core\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$file = __DIR__ . '/inc/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

register_activation_hook( __FILE__, array( Mvc\Core\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Mvc\Core\Plugin::class, 'deactivate' ) );

Mvc\Core\Plugin::boot(
	array(
		Mvc\Core\I18n::class,
		Mvc\Core\Data\Schema::class,
		Mvc\Core\Content\Media::class,
		Mvc\Core\Content\Head::class,
		Mvc\Core\Member\Role::class,
		Mvc\Core\Member\Profile::class,
		Mvc\Core\Member\MemberData::class,
		Mvc\Core\Member\PersonalFeed::class,
		Mvc\Core\Member\SessionCookie::class,
		Mvc\Core\Content\PostTypes\Journal::class,
		Mvc\Core\Content\JournalFields::class,
		Mvc\Core\Content\ArticleFields::class,
		Mvc\Core\Content\PostTypes\HomeBanner::class,
		Mvc\Core\Content\PostTypes\Podcast::class,
		Mvc\Core\Content\Courses\Course::class,
		Mvc\Core\Content\Courses\CourseEditor::class,
		Mvc\Core\Submissions\SubmissionType::class,
		Mvc\Core\Submissions\Retention::class,
		Mvc\Core\Submissions\Inbox::class,
		Mvc\Core\Submissions\Privacy::class,
		Mvc\Core\Submissions\Attachments::class,
		Mvc\Core\Submissions\ContactForm::class,
		Mvc\Core\Submissions\NewsForm::class,
		Mvc\Core\Submissions\FaqForm::class,
		Mvc\Core\Submissions\MinisiteContactForm::class,
		Mvc\Core\Content\DeadlineCalendar::class,
		Mvc\Core\Content\Citation::class,
		Mvc\Core\Content\PostViews::class,
		Mvc\Core\Content\ContentVersion::class,
		Mvc\Core\Cache\PagePurge::class,
		Mvc\Core\Cache\HttpPurge::class,
		Mvc\Core\Blocks\Blocks::class,
		Mvc\Core\Mail\Smtp::class,
		Mvc\Core\Admin\Capabilities::class,
		Mvc\Core\Admin\EditorPreferences::class,
		Mvc\Core\Admin\SettingsPage::class,
		Mvc\Core\Admin\DigestPage::class,
		Mvc\Core\Syndication\Baidu\Pusher::class,
		Mvc\Core\Syndication\Baidu\LogPage::class,
		Mvc\Core\Syndication\Baidu\CoursesSitemap::class,
		Mvc\Core\Admin\MemberExportPage::class,
		Mvc\Core\Admin\MemberImportPage::class,
		Mvc\Core\Transfer\ImportCleanup::class,
		Mvc\Core\Transfer\SiteBundle::class,
		Mvc\Core\Transfer\WxrImport::class,
		Mvc\Core\Transfer\ImporterAuthors::class,
		Mvc\Core\Admin\MemberColumns::class,
		Mvc\Core\Admin\MemberIndex::class,
		Mvc\Core\Admin\CommentCounts::class,
		Mvc\Core\Admin\PostList::class,
		Mvc\Core\Admin\UserRoles::class,
		Mvc\Core\Admin\JournalEditor::class,
		Mvc\Core\Admin\AcfBoxes::class,
		Mvc\Core\Security\RequestGuard::class,
		Mvc\Core\Security\Headers::class,
		Mvc\Core\Security\Exposure::class,
		Mvc\Core\Security\CoreDoors::class,
		Mvc\Core\Mail\CoreMails::class,
		Mvc\Core\Rest\Pipeline::class,
		Mvc\Core\Rest\LikesController::class,
		Mvc\Core\Rest\CollectionsController::class,
		Mvc\Core\Rest\MemberListsController::class,
		Mvc\Core\Rest\SessionController::class,
		Mvc\Core\Rest\ProfileController::class,
		Mvc\Core\Rest\AccountController::class,
		Mvc\Core\Rest\VerificationCodeController::class,
		Mvc\Core\Rest\RegistrationController::class,
		Mvc\Core\Rest\PasswordController::class,
		Mvc\Core\Rest\WeChatController::class,
		Mvc\Core\Rest\WeChatShareController::class,
		Mvc\Core\Rest\EmailChangeController::class,
		Mvc\Core\Rest\TagSubscriptionController::class,
		Mvc\Core\Rest\SubscriptionListController::class,
		Mvc\Core\Rest\TagFields::class,
		Mvc\Core\Comments\Comments::class,
		Mvc\Core\Comments\CommentModeration::class,
		Mvc\Core\Comments\CommentMessages::class,
		Mvc\Core\Rest\CommentFields::class,
		Mvc\Core\Rest\CommentList::class,
		Mvc\Core\Rest\CommentLikeController::class,
		Mvc\Core\Rest\SearchUsersController::class,
		Mvc\Core\Rest\MessagesController::class,
		Mvc\Core\Rest\FollowController::class,
		Mvc\Core\Rest\DigestController::class,
		Mvc\Core\Rest\RecommendController::class,
		Mvc\Core\Rest\CitationController::class,
		Mvc\Core\Follows\FollowReminders::class,
		Mvc\Core\Mail\Digest::class,
		Mvc\Core\Rest\HomeBannerController::class,
		Mvc\Core\Rest\PodcastsController::class,
		Mvc\Core\Rest\CoursesController::class,
		Mvc\Core\Rest\JournalsController::class,
		Mvc\Core\Rest\JournalTagController::class,
		Mvc\Core\Rest\MemberImportController::class,
		Mvc\Core\Rest\AcfField::class,
		Mvc\Core\Rest\PostViewsController::class,
		Mvc\Core\Rest\SubmissionsController::class,
		Mvc\Core\Rest\WeChatDraftController::class,
		Mvc\Core\Syndication\WeChat\Queue::class,
		Mvc\Core\Syndication\WeChat\EditorPanel::class,
		Mvc\Core\Search\Upkeep::class,
		Mvc\Core\Search\Search::class,
	)
);
