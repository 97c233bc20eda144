-- The scale bench's generator (issue 26): grows a site seeded with the demo content (bin/wp-setup.php) to a
-- publisher's size with MariaDB's SEQUENCE engine, then leaves every count WordPress and the plugin keep exactly as
-- they would keep it. Run by bin/scale/grow.sh (and at a tiny size by tests/php/Scale/GrowTest.php):
--   {p}   the table prefix (replaced before the statements run);
--   @k    the size: 1 = 100,000 articles, 200,000 members, ... (the test runs 0.002);
--   @hot  the id of the hot article (100,000 comments at @k = 1);  @big the id of the big member (20,000 messages,
--         5,000 likes, 2,000 comments on the hot article);  @now the time the site's dates end at.
-- Every generated row is new: articles, journals, courses and submissions get ids above the demo's, members ids
-- above the demo's users, named scale-…; the demo's own rows are left as they are (they only gain likes, comments).
-- Statements are separated by a line that ends with ";" (the runner splits on it).

-- Not unique_checks = 0: with it MariaDB loads an empty table in bulk, and an INSERT IGNORE meeting a duplicate then
-- keeps none of its rows (the likes and comment likes below skip their duplicates).

SET @articles = GREATEST(20, ROUND(100000 * @k));
SET @tags = GREATEST(5, ROUND(2000 * @k));
SET @journals = GREATEST(2, ROUND(300 * @k));
SET @courses = GREATEST(2, ROUND(2000 * @k));
SET @submissions = GREATEST(4, ROUND(100000 * @k));
SET @members = GREATEST(20, ROUND(200000 * @k));
SET @likes = ROUND(2000000 * @k);
SET @collections = ROUND(500000 * @k);
SET @subscriptions = ROUND(400000 * @k);
SET @comments = ROUND(1000000 * @k);
SET @hot_comments = ROUND(100000 * @k);
SET @comment_likes = ROUND(1000000 * @k);
SET @messages = ROUND(3000000 * @k);
SET @big_messages = ROUND(20000 * @k);
SET @big_likes = ROUND(5000 * @k);
SET @big_comments = ROUND(2000 * @k);
SET @hot_likes = ROUND(50000 * @k);
SET @view_days = 30;
SET @span = 10 * 365 * 86400;

SET @pbase = (SELECT MAX(ID) FROM {p}posts);
SET @ubase = (SELECT MAX(ID) FROM {p}users);
SET @cbase = (SELECT COALESCE(MAX(comment_ID), 0) FROM {p}comments);
SET @tbase = (SELECT MAX(term_id) FROM {p}terms);
SET @ttbase = (SELECT MAX(term_taxonomy_id) FROM {p}term_taxonomy);
SET @password = (SELECT user_pass FROM {p}users WHERE ID = @big);

-- Ids of each kind: articles @pbase + 1 … + @articles, then journals, courses, submissions.
SET @jbase = @pbase + @articles;
SET @cobase = @jbase + @journals;
SET @sbase = @cobase + @courses;

-- Templates: the demo's published posts of each kind, numbered within their kind (and category for articles).
DROP TEMPORARY TABLE IF EXISTS scale_tpl;
CREATE TEMPORARY TABLE scale_tpl (kind varchar(20) NOT NULL, n int NOT NULL, id bigint unsigned NOT NULL, PRIMARY KEY (kind, n)) ENGINE=InnoDB;
INSERT INTO scale_tpl (kind, n, id)
SELECT CONCAT('cat', tt.term_id), ROW_NUMBER() OVER (PARTITION BY tt.term_id ORDER BY p.ID), p.ID
FROM {p}posts p
JOIN {p}term_relationships r ON r.object_id = p.ID
JOIN {p}term_taxonomy tt ON tt.term_taxonomy_id = r.term_taxonomy_id AND tt.taxonomy = 'category'
WHERE p.post_type = 'post' AND p.post_status = 'publish' AND tt.term_id IN (128, 129, 149, 182);
INSERT INTO scale_tpl (kind, n, id)
SELECT p.post_type, ROW_NUMBER() OVER (PARTITION BY p.post_type ORDER BY p.ID), p.ID
FROM {p}posts p
WHERE p.post_type IN ('journal', 'course') AND p.post_status = 'publish';
DROP TEMPORARY TABLE IF EXISTS scale_tpl_n;
CREATE TEMPORARY TABLE scale_tpl_n (kind varchar(20) NOT NULL PRIMARY KEY, c int NOT NULL) ENGINE=InnoDB;
INSERT INTO scale_tpl_n SELECT kind, COUNT(*) FROM scale_tpl GROUP BY kind;

-- The new posts and their templates: id, template id, kind, date.
DROP TEMPORARY TABLE IF EXISTS scale_new;
CREATE TEMPORARY TABLE scale_new (id bigint unsigned NOT NULL PRIMARY KEY, tpl bigint unsigned NOT NULL, n int NOT NULL, cat bigint unsigned NOT NULL DEFAULT 0, d datetime NOT NULL) ENGINE=InnoDB;
-- Articles over ten years, newest first (n = 1 is the newest): 40% research news, 40% industry news, 10% calls
-- for papers, 10% past special issues (the spec's categories).
INSERT INTO scale_new (id, tpl, n, cat, d)
SELECT @pbase + s.seq, t.id, s.seq, s.cat, @now - INTERVAL (s.seq * @span DIV @articles) SECOND
FROM (SELECT seq, ELT(1 + seq % 10, 128, 128, 128, 128, 129, 129, 129, 129, 149, 182) AS cat FROM seq_1_to_100000000 WHERE seq <= @articles) s
JOIN scale_tpl_n c ON c.kind = CONCAT('cat', s.cat)
JOIN scale_tpl t ON t.kind = c.kind AND t.n = 1 + s.seq % c.c;
INSERT INTO scale_new (id, tpl, n, d)
SELECT @jbase + s.seq, t.id, s.seq, @now - INTERVAL (s.seq * 86400) SECOND
FROM seq_1_to_100000000 s JOIN scale_tpl_n c ON c.kind = 'journal' JOIN scale_tpl t ON t.kind = 'journal' AND t.n = 1 + s.seq % c.c
WHERE s.seq <= @journals;
INSERT INTO scale_new (id, tpl, n, d)
SELECT @cobase + s.seq, t.id, s.seq, @now - INTERVAL (s.seq * 3600) SECOND
FROM seq_1_to_100000000 s JOIN scale_tpl_n c ON c.kind = 'course' JOIN scale_tpl t ON t.kind = 'course' AND t.n = 1 + s.seq % c.c
WHERE s.seq <= @courses;
-- Submissions (the demo has none): tpl 0, written below as Submissions::store() writes them.
INSERT INTO scale_new (id, tpl, n, d)
SELECT @sbase + seq, 0, seq, @now - INTERVAL (seq * 600) SECOND FROM seq_1_to_100000000 WHERE seq <= @submissions;

INSERT INTO {p}posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count)
SELECT n.id, t.post_author, n.d, n.d, t.post_content, CONCAT(t.post_title, ' ', n.n), t.post_excerpt, t.post_status, t.comment_status, t.ping_status, '',
	CONCAT('scale-', IF(t.post_type = 'post', 'a', t.post_type), '-', n.n), '', '', n.d, n.d, '', 0, CONCAT('scale-guid-', n.id), 0, t.post_type, '', 0
FROM scale_new n JOIN {p}posts t ON t.ID = n.tpl;

INSERT INTO {p}posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count)
SELECT n.id, 0, n.d, n.d, '', CONCAT('投稿咨询 ', n.n), '', 'private', 'closed', 'closed', '', '', '', '', n.d, n.d, '', 0, CONCAT('scale-guid-', n.id), 0, 'mvc_submission', '', 0
FROM scale_new n WHERE n.id > @sbase;

-- Their meta: the template's; a submission's fields as Submissions::store() writes them, read and replied marks
-- by its number (a third unread, a third read, a third replied).
INSERT INTO {p}postmeta (post_id, meta_key, meta_value)
SELECT n.id, m.meta_key, m.meta_value FROM scale_new n JOIN {p}postmeta m ON m.post_id = n.tpl
WHERE m.meta_key NOT IN ('_edit_lock', '_edit_last');
INSERT INTO {p}postmeta (post_id, meta_key, meta_value)
SELECT n.id, k.meta_key, CASE k.meta_key
		WHEN '_mvc_submission_kind' THEN ELT(1 + n.n % 4, 'contact', 'minisite_contact', 'faq_question', 'research_news')
		WHEN '_mvc_submission_name' THEN CONCAT('读者', n.n)
		WHEN '_mvc_submission_email' THEN CONCAT('reader', n.n, '@example.com')
		WHEN '_mvc_submission_subject' THEN CONCAT('投稿咨询 ', n.n)
		WHEN '_mvc_submission_message' THEN '您好，想了解特刊的投稿要求和审稿周期，谢谢。'
		WHEN '_mvc_submission_source_id' THEN '0'
		ELSE '' END
FROM scale_new n
JOIN (SELECT '_mvc_submission_kind' AS meta_key UNION ALL SELECT '_mvc_submission_name' UNION ALL SELECT '_mvc_submission_email' UNION ALL SELECT '_mvc_submission_subject'
	UNION ALL SELECT '_mvc_submission_message' UNION ALL SELECT '_mvc_submission_source_id' UNION ALL SELECT '_mvc_submission_source_title' UNION ALL SELECT '_mvc_submission_ip_hash') k
WHERE n.id > @sbase;
INSERT INTO {p}postmeta (post_id, meta_key, meta_value)
SELECT n.id, '_mvc_submission_read', '1' FROM scale_new n WHERE n.id > @sbase AND n.n % 3 <> 0;
INSERT INTO {p}postmeta (post_id, meta_key, meta_value)
SELECT n.id, '_mvc_submission_replied', '1' FROM scale_new n WHERE n.id > @sbase AND n.n % 3 = 2;

-- Tags: @tags new ones (2,000 at @k = 1), named after material subjects.
INSERT INTO {p}terms (term_id, name, slug, term_group)
SELECT @tbase + seq, CONCAT(ELT(1 + seq % 12, '纳米', '催化', '储能', '半导体', '复合', '陶瓷', '涂层', '薄膜', '合金', '晶体', '光电', '生物医用'), ELT(1 + (seq DIV 12) % 4, '材料', '器件', '工艺', '表征'), seq), CONCAT('scale-tag-', seq), 0
FROM seq_1_to_100000000 WHERE seq <= @tags;
INSERT INTO {p}term_taxonomy (term_taxonomy_id, term_id, taxonomy, description, parent, count)
SELECT @ttbase + seq, @tbase + seq, 'post_tag', '', 0, 0 FROM seq_1_to_100000000 WHERE seq <= @tags;

-- Terms of the new posts: the template's (category, demo tags, course facets), and two new tags per article
-- (a long tail: tag 1 is on many articles, tag @tags on few).
INSERT IGNORE INTO {p}term_relationships (object_id, term_taxonomy_id, term_order)
SELECT n.id, r.term_taxonomy_id, 0 FROM scale_new n JOIN {p}term_relationships r ON r.object_id = n.tpl WHERE n.id <= @sbase;
INSERT IGNORE INTO {p}term_relationships (object_id, term_taxonomy_id, term_order)
SELECT n.id, @ttbase + 1 + FLOOR(POW(((n.n * 7919 + x.seq * 104729) % 1000003) / 1000003, 2) * @tags), 0
FROM scale_new n JOIN seq_1_to_2 x WHERE n.id <= @jbase;

-- Members: @members with the role member and the meta registration writes (core's defaults, title, institution,
-- research area, last login); 30% with the digest on. Password: the demo member's ("password").
INSERT INTO {p}users (ID, user_login, user_pass, user_nicename, user_email, user_url, user_registered, user_activation_key, user_status, display_name)
SELECT @ubase + seq, CONCAT('scale_m', seq), @password, CONCAT('scale_m', seq), CONCAT('scale', seq, '@example.com'), '',
	@now - INTERVAL ((@members - seq) * (@span DIV 2) DIV @members) SECOND, '', 0,
	CONCAT(ELT(1 + seq % 30, '张', '王', '李', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹'),
		ELT(1 + (seq DIV 30) % 40, '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '晓明', '子涵', '浩然', '一诺', '思远', '欣怡', '宇轩', '雨桐', '博文', '梓萱', '俊杰', '诗涵', '天佑', '嘉怡', '志强', '建华', '文博', '晨曦'))
FROM seq_1_to_100000000 WHERE seq <= @members;
INSERT INTO {p}usermeta (user_id, meta_key, meta_value)
SELECT u.ID, k.meta_key, CASE k.meta_key
		WHEN 'nickname' THEN u.display_name
		WHEN 'mvc_title' THEN ELT(1 + u.ID % 5, '教授', '副教授', '研究员', '博士研究生', '工程师')
		WHEN 'mvc_institution' THEN ELT(1 + u.ID % 8, '清华大学材料学院', '北京大学化学学院', '浙江大学', '中国科学院金属研究所', '上海交通大学', '华中科技大学', '中国科学技术大学', '宁德时代研究院')
		WHEN 'mvc_research_area' THEN ELT(1 + u.ID % 6, '储能材料', '催化', '高分子', '半导体', '生物材料', '计算材料学')
		WHEN 'mvc_last_login' THEN UNIX_TIMESTAMP(@now) - (u.ID % 5000000)
		ELSE k.meta_value END
FROM {p}users u
JOIN (SELECT meta_key, meta_value FROM {p}usermeta WHERE user_id = @big AND meta_key NOT IN ('mvc_institution', 'mvc_title', 'mvc_research_area', 'mvc_last_login', 'mvc_digest_subscribed', 'session_tokens')
	UNION ALL SELECT 'mvc_title', '' UNION ALL SELECT 'mvc_institution', '' UNION ALL SELECT 'mvc_research_area', '' UNION ALL SELECT 'mvc_last_login', '') k
WHERE u.ID > @ubase;
INSERT INTO {p}usermeta (user_id, meta_key, meta_value)
SELECT ID, 'mvc_digest_subscribed', '1' FROM {p}users WHERE ID > @ubase AND ID % 10 < 3;

-- Tag subscriptions: two per member, the first on one of the demo's topic tags (the digest finds articles), the
-- rest on the new tags' long tail.
INSERT IGNORE INTO {p}mvc_tag_subscriptions (user_id, term_id, position, created_at)
SELECT @ubase + 1 + (seq - 1) % @members,
	IF(seq <= @members, ELT(1 + seq % 10, 132, 134, 135, 136, 137, 138, 139, 145, 146, 147), @tbase + 1 + FLOOR(POW(((seq * 7919) % 1000003) / 1000003, 2) * @tags)),
	(seq - 1) DIV @members, @now - INTERVAL (seq % 31536000) SECOND
FROM seq_1_to_100000000 WHERE seq <= @subscriptions;

-- Likes: five hot articles (the newest demo-free ones) with @hot_likes each, the big member's @big_likes, the rest
-- over members and articles with a long tail (new articles liked more).
INSERT IGNORE INTO {p}mvc_likes (user_id, post_id, created_at)
SELECT @ubase + 1 + (seq - 1) % @members, @pbase + 1 + (seq - 1) DIV @members, @now - INTERVAL (seq % 2592000) SECOND
FROM seq_1_to_100000000 WHERE seq <= LEAST(@hot_likes, @members) * 5 AND (seq - 1) % @members < @hot_likes;
INSERT IGNORE INTO {p}mvc_likes (user_id, post_id, created_at)
SELECT @big, @pbase + seq, @now - INTERVAL (seq * 3600) SECOND FROM seq_1_to_100000000 WHERE seq <= LEAST(@big_likes, @articles);
INSERT IGNORE INTO {p}mvc_likes (user_id, post_id, created_at)
SELECT @ubase + 1 + (seq * 7919) % @members, @pbase + 1 + FLOOR(POW(((seq * 104729) % 1000003) / 1000003, 3) * @articles), @now - INTERVAL ((seq * 31) % @span) SECOND
FROM seq_1_to_100000000 WHERE seq <= @likes - LEAST(@hot_likes, @members) * 5 - LEAST(@big_likes, @articles);
INSERT IGNORE INTO {p}mvc_collections (user_id, post_id, created_at)
SELECT @ubase + 1 + (seq * 6007) % @members, @pbase + 1 + FLOOR(POW(((seq * 15485863) % 1000003) / 1000003, 3) * @articles), @now - INTERVAL ((seq * 37) % @span) SECOND
FROM seq_1_to_100000000 WHERE seq <= @collections;
INSERT IGNORE INTO {p}mvc_collections (user_id, post_id, created_at)
SELECT @big, @pbase + seq, @now - INTERVAL (seq * 7200) SECOND FROM seq_1_to_100000000 WHERE seq <= LEAST(ROUND(1000 * @k) + 1, @articles);

-- Comments: @hot_comments on the hot article (the big member wrote @big_comments of them), the rest over the
-- articles' long tail; 96% approved, 3% held, 1% spam; each by a member, after its article.
INSERT INTO {p}comments (comment_ID, comment_post_ID, comment_author, comment_author_email, comment_author_url, comment_author_IP, comment_date, comment_date_gmt, comment_content, comment_karma, comment_approved, comment_agent, comment_type, comment_parent, user_id)
SELECT @cbase + c.seq, c.post, u.display_name, u.user_email, '', '127.0.0.1', c.d, c.d,
	CONCAT(ELT(1 + c.seq % 6, '这一方向的稳定性数据很有参考价值。', '请问样品的制备条件是怎样的？', '很有启发，期待后续的循环寿命数据。', '表征部分写得很清楚，赞。', '和我们组的结果一致，欢迎交流。', '能否分享一下原始数据？'), ' #', c.seq),
	0, ELT(1 + c.seq % 100, 'spam', '0', '0', '0', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1'),
	'', 'comment', 0, u.ID
FROM (
	SELECT seq,
		IF(seq <= @hot_comments, @hot, @pbase + 1 + FLOOR(POW(((seq * 104729) % 1000003) / 1000003, 2) * @articles)) AS post,
		IF(seq <= @big_comments, @big, @ubase + 1 + (seq * 7919) % @members) AS author,
		@now - INTERVAL (IF(seq <= @hot_comments, seq * 300, (seq * 13) % 31536000)) SECOND AS d
	FROM seq_1_to_100000000 WHERE seq <= @comments
) c JOIN {p}users u ON u.ID = c.author;

-- Comment likes: mostly on the hot article's comments (a few with thousands), the rest spread.
INSERT IGNORE INTO {p}mvc_comment_likes (user_id, comment_id, created_at)
SELECT @ubase + 1 + (seq * 7919) % @members, @cbase + 1 + FLOOR(POW(((seq * 104729) % 1000003) / 1000003, 3) * IF(seq % 2 = 0, @hot_comments, @comments)), @now - INTERVAL (seq % 31536000) SECOND
FROM seq_1_to_100000000 WHERE seq <= @comment_likes;

-- Messages: the big member's @big_messages, the rest over members (half mentions, half system; a third unread).
INSERT INTO {p}mvc_messages (user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at)
SELECT IF(seq <= @big_messages, @big, @ubase + 1 + (seq * 6007) % @members),
	IF(seq % 2 = 0, 'mention', 'system'),
	IF(seq % 2 = 0, 'MENTION', ELT(1 + (seq DIV 2) % 4, 'DETETED_COMMENT', 'LIKE_1', 'LIKE_10', 'LIKE_50')),
	@cbase + 1 + seq % GREATEST(1, @comments), @pbase + 1 + seq % @articles, IF(seq % 2 = 0, @ubase + 1 + (seq * 31) % @members, 0),
	CONCAT('消息 ', seq, '：这一方向的稳定性数据很有参考价值。'), IF(seq % 3 = 0, 'UNREAD', 'READ'),
	@now - INTERVAL (IF(seq <= @big_messages, (@big_messages - seq) * 60, (seq * 7) % 31536000)) SECOND
FROM seq_1_to_100000000 WHERE seq <= @messages ORDER BY seq;

-- Post views: the newest articles' last @view_days days (the most-read box reads them).
INSERT IGNORE INTO {p}mvc_post_views (post_id, day, views)
SELECT @pbase + a.seq, DATE(@now) - INTERVAL d.seq DAY, 1 + (a.seq * 7 + d.seq * 13) % 500
FROM seq_1_to_100000000 a JOIN seq_0_to_100 d ON d.seq < @view_days
WHERE a.seq <= LEAST(@articles, 10000) AND @now - INTERVAL (a.seq * @span DIV @articles) SECOND <= @now - INTERVAL d.seq DAY;

-- ---------------------------------------------------------------------------------------------------------------
-- WordPress's own counts, as WordPress keeps them.
-- A term's count: its published objects of the taxonomy's types (_update_post_term_count): categories count posts,
-- tags posts and journals (Journal registers post_tag), the course facets courses.
UPDATE {p}term_taxonomy tt SET tt.count = (
	SELECT COUNT(*) FROM {p}term_relationships r JOIN {p}posts p ON p.ID = r.object_id
	WHERE r.term_taxonomy_id = tt.term_taxonomy_id AND p.post_status = 'publish'
		AND p.post_type IN ('post', IF(tt.taxonomy = 'post_tag', 'journal', 'post'))
) WHERE tt.taxonomy IN ('category', 'post_tag');
UPDATE {p}term_taxonomy tt SET tt.count = (
	SELECT COUNT(*) FROM {p}term_relationships r JOIN {p}posts p ON p.ID = r.object_id
	WHERE r.term_taxonomy_id = tt.term_taxonomy_id AND p.post_status = 'publish' AND p.post_type = 'course'
) WHERE tt.taxonomy IN ('course_skill', 'course_language', 'course_certificate', 'course_duration_bucket');
-- An article's comment_count: its approved comments (wp_update_comment_count_now).
UPDATE {p}posts p JOIN (SELECT comment_post_ID AS id, COUNT(*) AS c FROM {p}comments WHERE comment_approved = '1' GROUP BY comment_post_ID) c ON c.id = p.ID
SET p.comment_count = c.c;
-- A comment's like count (Member\CommentLikes keeps it in comment_karma).
UPDATE {p}comments c JOIN (SELECT comment_id AS id, COUNT(*) AS n FROM {p}mvc_comment_likes GROUP BY comment_id) l ON l.id = c.comment_ID
SET c.comment_karma = l.n;
-- The plugin's one-time fills start again on the next request (bin/scale/fill.php runs them to their end):
-- mention names, member index, inbox, users per role, the site's comment total, the tags' follower counts, the
-- page families' list index, the most-read box. The karma is exact already.
DELETE FROM {p}options WHERE option_name IN ('mvc_member_names_built', 'mvc_member_index_built', 'mvc_submission_index_built', 'mvc_user_roles_built', 'mvc_comment_total', 'mvc_tag_followers_counted', 'mvc_term_posts_built', 'mvc_most_read');
-- wp-admin's counts kept between requests (Admin\KeptCounts, options mvc_kept_…): counted again on their next read.
DELETE FROM {p}options WHERE option_name LIKE 'mvc\_kept\_%';
INSERT INTO {p}options (option_name, option_value, autoload) VALUES ('mvc_scale_grown', CONCAT(@k, ' ', @now), 'off')
ON DUPLICATE KEY UPDATE option_value = VALUES(option_value);
